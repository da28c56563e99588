import JSZip from 'jszip';

export interface LabelFile {
  name: string;
  content: Buffer;
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: [0x25, 0x50, 0x44, 0x46],
  zip: [0x50, 0x4b, 0x03, 0x04],
};

export const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
export const mimeOf = (name: string) => MIME[extensionOf(name)] ?? 'application/octet-stream';

/** Png, jpg or pdf, or a zip of them; the content must be what the name says. */
export function isLabelUpload(name: string, content: Buffer, allowZip: boolean): boolean {
  const ext = extensionOf(name);
  if (!(ext in MIME) && !(allowZip && ext === 'zip')) return false;
  return MAGIC[ext]!.every((byte, i) => content[i] === byte);
}

/** The uploads with every zip opened into its files (folders and hidden entries ignored). */
export async function expandZips(files: LabelFile[]): Promise<LabelFile[]> {
  const out: LabelFile[] = [];
  for (const file of files) {
    if (extensionOf(file.name) !== 'zip') {
      out.push(file);
      continue;
    }
    const zip = await JSZip.loadAsync(file.content);
    for (const entry of Object.values(zip.files)) {
      const base = entry.name.split('/').pop() ?? '';
      if (entry.dir || !base || base.startsWith('.') || entry.name.startsWith('__MACOSX')) continue;
      out.push({ name: base, content: await entry.async('nodebuffer') });
    }
  }
  return out;
}

/** "DS2611050001,DS2611050002.pdf" → the order or tracking numbers the label is for. */
export const tokensOf = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
