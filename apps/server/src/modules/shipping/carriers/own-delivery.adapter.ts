import { OWN_CARRIER } from '../own-delivery-card.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { labelPdf } from './label-pdf.ts';
import { nextOwnTrackingNo } from './tracking-number.ts';

/** The operator's own delivery: tracking numbers from a per-tenant counter and a PDF label, no network. */
export const ownDeliveryAdapter: CarrierAdapter = {
  carrier: OWN_CARRIER,
  offline: true,
  async createLabel(tx, request) {
    const trackingNo = await nextOwnTrackingNo(tx, request.tenantId, request.shipDate);
    return { trackingNo, pdf: await labelPdf(request, trackingNo) };
  },
  async voidLabel() {
    // the operator's own drivers simply do not collect a voided parcel
  },
};
