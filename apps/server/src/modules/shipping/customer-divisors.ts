import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { DimensionFactors } from '../../platform/rating/parcel-measures.ts';
import { readSettings } from '../../platform/tenant-settings.ts';

/**
 * The customer's dimensional divisors (fedexDivisor, upsDivisor) and the tenant's default divisor (its
 * shipping settings) for any other carrier; `dimDivisor` picks one.
 */
export async function customerDivisors(
  tx: Executor,
  tenantId: string,
  customerId: string,
): Promise<DimensionFactors> {
  const { defaultDimDivisor } = await readSettings(tx, tenantId, 'shipping');
  const [row] = await tx
    .select({ fedexDivisor: customers.fedexDivisor, upsDivisor: customers.upsDivisor })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  const own = row ? { fedexDivisor: Number(row.fedexDivisor), upsDivisor: Number(row.upsDivisor) } : {};
  return { ...own, defaultDivisor: defaultDimDivisor };
}
