import { uuidv7 } from '@wms/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';

/** The name of the receiving area a warehouse gets when it has none. */
export const RECEIVING_AREA_NAME = 'RECEIVING';

/**
 * The receiving area: the location (type `receiving`) where unloaded goods count as stock until they are
 * put away. A warehouse with none gets one on its first unloading, so receiving never waits on set-up.
 */
export const receivingAreaService = {
  async locate(tx: Tx, principal: Principal, warehouseId: string) {
    const where = and(
      eq(locations.tenantId, principal.tenantId),
      eq(locations.warehouseId, warehouseId),
      eq(locations.locationType, 'receiving'),
      eq(locations.isDisabled, false),
      isNull(locations.deletedAt),
    );
    const [found] = await tx
      .select()
      .from(locations)
      .where(where)
      .orderBy(asc(locations.locationName))
      .limit(1);
    if (found) return found;
    const [made] = await tx
      .insert(locations)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        warehouseId,
        locationName: RECEIVING_AREA_NAME,
        locationType: 'receiving',
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    // A location of that name exists with another type: it becomes the receiving area's stand-in.
    const [named] = await tx
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, principal.tenantId),
          eq(locations.warehouseId, warehouseId),
          eq(locations.locationName, RECEIVING_AREA_NAME),
          isNull(locations.deletedAt),
        ),
      );
    return named!;
  },
};
