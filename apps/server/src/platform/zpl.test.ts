import { describe, expect, it } from 'vitest';
import { decodeStrip, renderZpl } from '../testing/zpl-render.ts';
import { fieldData, gs1CheckDigit, sscc, zplCode128, zplLabel, zplText } from './zpl.ts';

describe('ZPL building blocks', () => {
  it('computes GS1 check digits and 18-digit SSCCs', () => {
    // the SSCC printed in the GS1 General Specifications' example
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(sscc('0614141', 123456789, 1)).toBe('106141411234567897');
    expect(sscc('0000000', 42)).toHaveLength(18);
  });

  it('sends ^, ~ and _ as hex so field data cannot start a command', () => {
    expect(fieldData('a^b~c_d')).toBe('a_5Eb_7Ec_5Fd');
  });

  it('is UTF-8 and prints non-ASCII text with the Chinese font alias', () => {
    const page = { dpi: 203 as const, widthMm: 50, heightMm: 30 };
    const zpl = zplLabel(page, [zplText(page, 1, 1, 3, '货架 A'), zplText(page, 1, 5, 3, 'SKU')]);
    expect(zpl).toContain('^CI28');
    expect(zpl).toContain('^CWZ,E:ANMDS.TTF');
    expect(zpl).toContain('^AZN,24,24^FH_^FD货架 A^FS');
    expect(zpl).toContain('^A0N,24,24^FH_^FDSKU^FS');
  });

  it('keeps a Code 128 with special characters readable at 203 and 300 dpi', async () => {
    for (const dpi of [203, 300] as const) {
      const page = { dpi, widthMm: 60, heightMm: 40 };
      const zpl = zplLabel(page, [zplCode128(page, 3, 8, 54, 20, 'A^B_~1')]);
      expect(decodeStrip(await renderZpl(zpl, 60, 40, dpi), 4, 32)).toBe('A^B_~1');
    }
  });
});
