import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';

/** The stored type of a document by its name (the upload schemas allow PDF, Excel, CSV, PNG and JPG). */
export function documentMime(fileName: string): string {
  if (/\.pdf$/i.test(fileName)) return 'application/pdf';
  if (/\.png$/i.test(fileName)) return 'image/png';
  if (/\.jpe?g$/i.test(fileName)) return 'image/jpeg';
  return 'application/octet-stream';
}

/**
 * Stores the documents sent with an order workbook before its task is queued, as the caller's files: the
 * import runs as the caller, so each order it makes may reference them.
 */
export async function storeImportDocuments(
  tx: Tx,
  principal: Principal,
  store: FileStore,
  documents: readonly { fileName: string; content: string }[],
) {
  const stored = [];
  for (const doc of documents) {
    const file = await store.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: doc.fileName,
        mime: documentMime(doc.fileName),
        createdBy: principal.userId,
      },
      Buffer.from(doc.content, 'base64'),
    );
    stored.push({ fileId: file.id, fileName: file.name });
  }
  return stored;
}
