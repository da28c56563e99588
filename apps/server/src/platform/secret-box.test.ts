import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

describe('secret box', () => {
  it('seals a value it alone opens, differently each time', () => {
    const box = secretBox('a-key-from-the-environment');
    const a = box.seal('p@ss-Wörd');
    const b = box.seal('p@ss-Wörd');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@ss');
    expect(box.open(a)).toBe('p@ss-Wörd');
    expect(() => secretBox('another key').open(a)).toThrow();
    const tampered = `${a.slice(0, -4)}AAAA`;
    expect(() => box.open(tampered)).toThrow();
  });
});
