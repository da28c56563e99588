import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { files } from '../db/schema/index.ts';

export interface StoredFile {
  id: string;
  tenantId: string;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** Default lifetime of a signed download link. */
export const SIGNED_URL_TTL_S = 60 * 60;

/**
 * Files under `<root>/<tenant>/<id>` with their metadata in the `files` table, handed out through
 * expiring HMAC-signed URLs so a download needs no session header.
 */
export class FileStore {
  readonly root: string;
  readonly #secret: string;
  constructor(root: string, secret: string) {
    this.root = root;
    this.#secret = secret;
  }

  async save(
    tx: Executor,
    meta: { tenantId: string; name: string; mime: string; createdBy?: string | null },
    content: Buffer | Readable,
  ): Promise<StoredFile> {
    const id = uuidv7();
    const storageKey = `${meta.tenantId}/${id}`;
    const path = join(this.root, storageKey);
    await mkdir(dirname(path), { recursive: true });
    if (Buffer.isBuffer(content)) await writeFile(path, content);
    else await pipeline(content, createWriteStream(path));
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
    const row = { id, tenantId: meta.tenantId, name: meta.name, mime: meta.mime, size, storageKey };
    await tx.insert(files).values({ ...row, createdBy: meta.createdBy ?? null });
    return row;
  }

  async remove(tx: Executor, tenantId: string, id: string): Promise<void> {
    const [row] = await tx
      .update(files)
      .set({ deletedAt: new Date() })
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
      .returning();
    if (row) await rm(join(this.root, row.storageKey), { force: true });
  }

  #sign(id: string, expires: number): string {
    return createHmac('sha256', this.#secret).update(`${id}.${expires}`).digest('base64url');
  }

  signedUrl(id: string, now: Date, ttlSeconds = SIGNED_URL_TTL_S): string {
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
    return `/files/${id}?expires=${expires}&signature=${this.#sign(id, expires)}`;
  }

  /** `valid`, `expired` or `invalid`; the signature is compared in constant time. */
  verify(id: string, expires: number, signature: string, now: Date): 'valid' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.#sign(id, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }

  /** Looks a file up across tenants: the signed URL already proved the right to read it. */
  async find(db: Db, id: string): Promise<StoredFile | undefined> {
    const [row] = await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), isNull(files.deletedAt)))
      .limit(1);
    return row;
  }

  open(file: StoredFile): Readable {
    return createReadStream(join(this.root, file.storageKey));
  }
}
