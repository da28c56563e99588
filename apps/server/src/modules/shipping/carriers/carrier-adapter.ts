import type { Tx } from '../../../db/client.ts';

/** Where a parcel goes and what the label prints. */
export interface LabelRequest {
  tenantId: string;
  orderNo: string;
  service: { code: string; name: string };
  shipFrom: string[];
  shipTo: {
    receiverName: string;
    address1: string;
    address2: string | null;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    phone: string | null;
  };
  /** lb and inches of the (first) parcel, billing weight in whole lb. */
  parcel: { weight: number; length: number; width: number; height: number; billingWeight: number };
  signType: string;
  references: string[];
  shipDate: Date;
}

export interface LabelResult {
  trackingNo: string;
  /** A 4×6 in label, PDF. */
  pdf: Buffer;
}

/**
 * A carrier behind one interface (decisions.md names what the UPS and FedEx adapters need). Labels are
 * made inside the order's transaction so a tracking number is used only if the shipment commits.
 */
export interface CarrierAdapter {
  carrier: string;
  /** Labels are made here without a network call. */
  offline: boolean;
  createLabel(tx: Tx, request: LabelRequest): Promise<LabelResult>;
  /** Cancels a label at the carrier; the own delivery has nothing to cancel. */
  voidLabel(tx: Tx, tenantId: string, trackingNo: string): Promise<void>;
}
