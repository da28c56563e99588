import type { WAREHOUSE_CHARGE_TYPES } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import { toCents } from '../../platform/money.ts';
import { quotationsService } from '../contracts/quotations.service.ts';

export type WarehousePriceType = (typeof WAREHOUSE_CHARGE_TYPES)[number];

export interface WarehousePrice {
  cents: number;
  versionId: string;
  /** Free m³ per day of a storage line. */
  freeM3: number;
  /** The unit the line names (container, m³, carton, pallet…), as typed. */
  unit: string;
}

/**
 * The quotations in force during one pricing run, looked up once per customer and day: a month of
 * facts of a few customers needs a few dozen lookups, not one per fact.
 */
export class QuoteBook {
  readonly #tx: Tx;
  readonly #tenantId: string;
  readonly #cache = new Map<string, Awaited<ReturnType<typeof quotationsService.inForce>>>();

  constructor(tx: Tx, tenantId: string) {
    this.#tx = tx;
    this.#tenantId = tenantId;
  }

  /** The warehouse charge of `type` in the customer's quotation in force on `day`, if it prices one. */
  async price(
    customerId: string,
    day: string,
    type: WarehousePriceType,
  ): Promise<WarehousePrice | undefined> {
    const key = `${customerId}|${day}`;
    if (!this.#cache.has(key))
      this.#cache.set(key, await quotationsService.inForce(this.#tx, this.#tenantId, customerId, day));
    const quote = this.#cache.get(key);
    const line = quote?.warehouseCharges.find((c) => c.type === type);
    if (!quote || !line) return undefined;
    return {
      cents: toCents(line.price),
      versionId: quote.versionId,
      freeM3: line.freeM3 ?? 0,
      unit: line.unit,
    };
  }
}
