import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { DimensionFactors } from '../../platform/rating/parcel-measures.ts';

/** The customer's dimensional divisors (fedexDivisor, upsDivisor); `dimDivisor` falls back to 139. */
export async function customerDivisors(
  tx: Executor,
  tenantId: string,
  customerId: string,
): Promise<DimensionFactors> {
  const [row] = await tx
    .select({ fedexDivisor: customers.fedexDivisor, upsDivisor: customers.upsDivisor })
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  return row ? { fedexDivisor: Number(row.fedexDivisor), upsDivisor: Number(row.upsDivisor) } : {};
}
