import { FEE_TYPES, type FeeTotals } from '@wms/api';
import type { ColumnDefinition } from '@wms/ui';

/**
 * One money column per fee component of a bill (freight, order processing, storage, …). Each column has
 * its own nested accessor (`fees.storage`): the table keys its columns by accessor, so one shared `fees`
 * accessor drew the first column (freight) in every place.
 */
export function feeColumns<R extends { fees: FeeTotals }>(): ColumnDefinition<R>[] {
  return FEE_TYPES.map((type) => ({
    accessor: `fees.${type}` as Extract<keyof R, string>,
    title: `finance:fee.${type}` as const,
    kind: 'money' as const,
    render: (row: R) => row.fees[type].toFixed(2),
  }));
}
