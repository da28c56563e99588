import type { Executor } from '../../db/client.ts';
import type { DimensionFactors } from './rating/parcel-measures.ts';

/**
 * The customer's dimensional divisors (fedexDivisor, upsDivisor). The customers' table comes with the
 * master data; until it is there every customer uses the list default (`dimDivisor` gives 139).
 */
export async function customerDivisors(
  _tx: Executor,
  _tenantId: string,
  _customerId: string,
): Promise<DimensionFactors> {
  return {};
}
