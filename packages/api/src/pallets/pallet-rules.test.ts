import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../core/errors.ts';
import { palletStatuses } from './pallet.schema.ts';
import { canFinishPallet, scanRefusal, takesScans } from './pallet-rules.ts';

describe('pallet rules', () => {
  it('takes scans only in use, and names why it refuses them otherwise', () => {
    expect(palletStatuses.filter(takesScans)).toEqual(['inUse']);
    expect(palletStatuses.map(scanRefusal)).toEqual([null, ErrorCode.palletClosed, ErrorCode.palletFinished]);
  });

  it('finishes any pallet not finished yet', () => {
    expect(palletStatuses.filter(canFinishPallet)).toEqual(['inUse', 'used']);
  });
});
