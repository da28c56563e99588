import { REMOTE_TYPES, uuidv7 } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { remoteAreas } from '../../db/schema/index.ts';
import { cellEnum, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile } from '../../platform/excel/importer.ts';

const remoteRow = z.object({
  carrier: cellText(
    z
      .string()
      .min(1)
      .max(30)
      .transform((c) => c.toLowerCase()),
  ),
  country: cellText(
    z
      .string()
      .length(2)
      .transform((c) => c.toUpperCase())
      .optional(),
  ),
  /** A five-digit code or a prefix of one (3 to 5 digits). */
  postcode: cellText(z.string().regex(/^[0-9]{3,5}$/, 'masterdata:rule.postcode')),
  remoteType: cellEnum(REMOTE_TYPES, 'remoteType'),
});
type RemoteRow = z.infer<typeof remoteRow>;

/**
 * The remote kind: remote-area postal codes of carriers. The file is each named carrier's whole list, so
 * an import replaces the codes of the carriers it names and leaves the others alone.
 */
export const remoteImporter = defineImporter<RemoteRow>({
  kind: 'remote',
  row: remoteRow,
  async prepare(_tx, ctx, rows) {
    const key = (r: RemoteRow) => `${r.carrier}|${r.country ?? 'US'}|${r.postcode}`;
    const errors = duplicatesInFile(rows, 'postcode', key);
    const carriers = [...new Set(rows.map((r) => r.data.carrier))];
    return {
      errors,
      async apply(t: Tx) {
        if (carriers.length)
          await t
            .delete(remoteAreas)
            .where(
              and(eq(remoteAreas.tenantId, ctx.principal.tenantId), inArray(remoteAreas.carrier, carriers)),
            );
        for (let i = 0; i < rows.length; i += 1000) {
          await t.insert(remoteAreas).values(
            rows.slice(i, i + 1000).map(({ data }) => ({
              tenantId: ctx.principal.tenantId,
              id: uuidv7(),
              carrier: data.carrier,
              country: data.country ?? 'US',
              postcode: data.postcode,
              remoteType: data.remoteType,
              createdBy: ctx.principal.userId,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })),
          );
        }
        return rows.length;
      },
    };
  },
});
