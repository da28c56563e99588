/**
 * The login password travels encrypted with a fixed-key symmetric cipher. This is for compatibility
 * only (docs/architecture.md#identity-and-permissions): TLS protects the wire and scrypt protects the store.
 * AES-128-CBC through WebCrypto, so the browser, the PDA and the server share this one implementation.
 */
const KEY_BYTES = new TextEncoder().encode('Wms#Login@Key-16');
const IV_BYTES = new TextEncoder().encode('Wms#Login@Iv--16');

type AesKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;
let keyPromise: Promise<AesKey> | undefined;

function key(): Promise<AesKey> {
  keyPromise ??= globalThis.crypto.subtle.importKey('raw', KEY_BYTES, { name: 'AES-CBC' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Base64 of AES-CBC(PKCS#7) of the UTF-8 password. */
export async function encryptPassword(plain: string): Promise<string> {
  const data = new TextEncoder().encode(plain);
  const sealed = await globalThis.crypto.subtle.encrypt({ name: 'AES-CBC', iv: IV_BYTES }, await key(), data);
  return toBase64(new Uint8Array(sealed));
}

/** The inverse of `encryptPassword`; `undefined` when the text is not a valid cipher text. */
export async function decryptPassword(cipher: string): Promise<string | undefined> {
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: IV_BYTES },
      await key(),
      fromBase64(cipher),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
}
