import type { postalCodeListQuery, zoneListQuery } from '@wms/api';
import { and, asc, count, eq, gte, like, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { postalCodes, warehouseZones } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { pageWindow } from '../../platform/values.ts';
import { findWarehouse } from './warehouses.service.ts';

type Territory = 'east' | 'central' | 'west';

export const postalService = {
  async postalCodes(tx: Tx, principal: Principal, query: z.infer<typeof postalCodeListQuery>) {
    const where = and(
      eq(postalCodes.tenantId, principal.tenantId),
      query.postcode ? like(postalCodes.postcode, `${query.postcode.replace(/[\\%_]/g, '')}%`) : undefined,
      query.state ? eq(postalCodes.state, query.state.toUpperCase()) : undefined,
      query.territory ? eq(postalCodes.territory, query.territory) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rows = await tx
      .select()
      .from(postalCodes)
      .where(where)
      .orderBy(asc(postalCodes.postcode))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(postalCodes).where(where);
    return {
      items: rows.map((r) => ({
        id: r.id,
        country: r.country,
        postcode: r.postcode,
        state: r.state,
        city: r.city,
        territory: r.territory as Territory,
      })),
      total: total?.n ?? 0,
    };
  },

  async zones(tx: Tx, principal: Principal, query: z.infer<typeof zoneListQuery>) {
    await findWarehouse(tx, principal, query.warehouseId);
    const where = and(
      eq(warehouseZones.tenantId, principal.tenantId),
      eq(warehouseZones.warehouseId, query.warehouseId),
      query.postcode ? lte(warehouseZones.postcodeStart, query.postcode) : undefined,
      query.postcode ? gte(warehouseZones.postcodeEnd, query.postcode) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const rows = await tx
      .select()
      .from(warehouseZones)
      .where(where)
      .orderBy(asc(warehouseZones.postcodeStart))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(warehouseZones).where(where);
    return {
      items: rows.map((r) => ({
        id: r.id,
        warehouseId: r.warehouseId,
        postcodeStart: r.postcodeStart,
        postcodeEnd: r.postcodeEnd,
        zone: r.zone,
      })),
      total: total?.n ?? 0,
    };
  },
};
