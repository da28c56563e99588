import { describe, expect, it } from 'vitest';
import { decodeStrip, renderZpl } from '../../../testing/zpl-render.ts';
import type { LabelRequest } from './carrier-adapter.ts';
import { labelZpl } from './label-zpl.ts';

const request: LabelRequest = {
  tenantId: 't',
  orderNo: 'SO2026112600001',
  service: { code: 'OWN-GROUND', name: 'Own Ground' },
  shipFrom: ['Demo Warehouse', '100 Harbor Rd', 'Los Angeles, CA 90001'],
  shipTo: {
    receiverName: '张三 Zhang San',
    address1: '1 Main St',
    address2: null,
    city: 'Austin',
    state: 'TX',
    postalCode: '73301',
    country: 'US',
    phone: '5125550100',
  },
  parcel: { weight: 2.5, length: 10, width: 8, height: 4, billingWeight: 3 },
  signType: 'none',
  references: ['REF-1'],
  shipDate: new Date('2026-11-26T08:00:00Z'),
};

describe('4×6 shipping label in ZPL', () => {
  it('renders and its Code 128 reads back the tracking number, at 203 and 300 dpi', async () => {
    for (const dpi of [203, 300] as const) {
      const zpl = labelZpl(request, 'OWN1234567890123456', dpi);
      expect(zpl).toContain('^FDSHIP TO:^FS');
      expect(zpl).toContain('^AZN'); // the Chinese receiver name uses the Chinese font
      const label = await renderZpl(zpl, 101.6, 152.4, dpi);
      expect(decodeStrip(label, 76, 108)).toBe('OWN1234567890123456');
    }
  });
});
