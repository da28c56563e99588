import { announcementEndpoints, noticeReadEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { implement } from '../../platform/registry.ts';
import { announcementsService as service, toAnnouncementRow } from './announcements.service.ts';
import { noticeReadsService as reads } from './notice-reads.service.ts';

export function announcementsRoutes(deps: AppDeps) {
  return [
    ...implement(announcementEndpoints, {
      getList: (input, ctx) => deps.inTenant(ctx, (tx) => service.list(tx, ctx.principal, input)),
      getDetail: (input, ctx) =>
        deps.inTenant(ctx, async (tx) => toAnnouncementRow(await service.get(tx, ctx.principal, input.id))),
      create: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.create(tx, ctx.principal, input, deps.clock())),
      update: ({ id, ...input }, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, id, 'update', deps.clock(), input)),
      publish: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, input.id, 'publish', deps.clock())),
      unpublish: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, input.id, 'unpublish', deps.clock())),
      pin: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, input.id, 'pin', deps.clock())),
      unpin: (input, ctx) =>
        deps.inTenant(ctx, (tx) => service.move(tx, ctx.principal, input.id, 'unpin', deps.clock())),
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
