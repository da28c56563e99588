import { ErrorCode } from '@wms/api';
import { BizError } from '../../../platform/errors.ts';
import type { CarrierAdapter } from './carrier-adapter.ts';
import { ownDeliveryAdapter } from './own-delivery.adapter.ts';

const adapters = new Map<string, CarrierAdapter>([[ownDeliveryAdapter.carrier, ownDeliveryAdapter]]);

/** The adapter of a carrier; carriers without one (UPS, FedEx until their accounts exist) are refused. */
export function adapterFor(carrier: string): CarrierAdapter {
  const adapter = adapters.get(carrier.trim().toLowerCase());
  if (!adapter) throw new BizError(ErrorCode.carrierAccountMissing, { carrier });
  return adapter;
}
