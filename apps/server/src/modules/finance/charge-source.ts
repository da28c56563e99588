import type { FeeType, SourceKind } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { QuoteBook } from './quote-book.ts';

/** A priced fee of a billable fact, before it is a ledger row. */
export interface ChargeDraft {
  customerId: string;
  warehouseId: string;
  sourceKind: SourceKind;
  sourceId: string;
  sourceNo: string;
  feeType: FeeType;
  feeComponent: string;
  quantity: number;
  /** Thousandths of a cent, exact; rounded half-up once on the bill line. */
  exactMilli: number;
  occurredOn: string;
  rateVersionId: string | null;
  rule: string;
}

/**
 * One kind of billable fact: finds the facts up to `upTo` that have no charge yet and prices them. A new
 * kind (unloading, pallet, work-order line) is one such object, listed in registries/charge-sources.ts.
 */
export interface ChargeSource {
  kind: SourceKind;
  collect(tx: Tx, tenantId: string, upTo: Date, quotes: QuoteBook): Promise<ChargeDraft[]>;
}

/** Cents → thousandths of a cent. */
export const milli = (cents: number) => cents * 1000;
