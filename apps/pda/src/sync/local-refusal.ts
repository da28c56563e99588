/**
 * A scan the device refuses before queueing it (docs/architecture.md#scanning: validate locally first). It
 * carries one of the server's error codes, so the device and the server say the same words.
 */
export class LocalRefusal extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  constructor(code: string, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'LocalRefusal';
    this.code = code;
    this.params = params;
  }
}
