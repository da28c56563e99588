import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Seals secrets at rest (carrier-account keys and passwords) with AES-256-GCM. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const PREFIX = 'v1:';

/**
 * A box keyed by `SECRETS_KEY` (any high-entropy string; SHA-256 makes it 32 bytes). Each value gets its own
 * random 12-byte IV; the GCM tag makes a tampered or wrongly-keyed value fail to open instead of reading
 * garbage.
 */
export function secretBox(secretsKey: string): SecretBox {
  if (!secretsKey) throw new Error('SECRETS_KEY is empty');
  const key = createHash('sha256').update(secretsKey).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
