import { announcementEndpoints, noticeReadEndpoints } from '@wms/api';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import {
  type AnnouncementMove,
  announcementsService as service,
  toAnnouncementRow,
} from './announcements.service.ts';
import { noticeReadsService as reads } from './notice-reads.service.ts';

export function announcementsRoutes(deps: AppDeps) {
  /** A state change tells every user of the tenant to refetch the banner and notices (sent on commit). */
  const move = (name: AnnouncementMove) => (input: { id: string }, ctx: SessionContext) =>
    deps.inTenant(ctx, async (tx) => {
      const row = await service.move(tx, ctx.principal, input.id, name, deps.clock());
      await deps.events.publish(
        { type: 'notice', tenantId: ctx.principal.tenantId, data: { id: row.id } },
        tx,
      );
      return row;
    });
  return [
    ...implement(announcementEndpoints, {
      getList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
      getDetail: (input, ctx) =>
        deps.inTenant(ctx, async (tx) => toAnnouncementRow(await service.get(tx, ctx.principal, input.id))),
      create: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input, deps.clock())),
      update: ({ id, ...input }, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, id, 'update', deps.clock(), input)),
      publish: move('publish'),
      unpublish: move('unpublish'),
      pin: move('pin'),
      unpin: move('unpin'),
    }),
    ...implement(noticeReadEndpoints, {
      getAdvance: (_input, ctx) => deps.inTenant(ctx, (tx) => reads.advance(tx, ctx.principal, deps.clock())),
      getNew: (_input, ctx) => deps.inTenant(ctx, (tx) => reads.updateNotice(tx, ctx.principal)),
      notPromptAgain: (input, ctx) =>
        deps.inTenant(ctx, (tx) => reads.dismiss(tx, ctx.principal, input.id, deps.clock())),
      getPublished: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, { ...input, type: 'published' })),
      getVersions: (_input, ctx) => deps.inTenant(ctx, (tx) => reads.versions(tx, ctx.principal)),
    }),
  ];
}
