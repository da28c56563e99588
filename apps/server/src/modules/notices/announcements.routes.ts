import { type AnnouncementMove, announcementEndpoints, noticeReadEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { announcementsService as service, toAnnouncementRow } from './announcements.service.ts';
import { noticeReadsService as reads } from './notice-reads.service.ts';

export function announcementsRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  /** A state change tells every user of the tenant to refetch the banner and notices (sent on commit). */
  const move = (name: AnnouncementMove) =>
    inTenant(async (tx, p, input: { id: string }) => {
      const row = await service.move(tx, p, input.id, name, deps.clock());
      await deps.events.publish({ type: 'notice', tenantId: p.tenantId, data: { id: row.id } }, tx);
      return row;
    });
  return [
    ...implement(announcementEndpoints, {
      getList: inTenant(service.list),
      getDetail: inTenant(async (tx, p, input) => toAnnouncementRow(await service.get(tx, p, input.id))),
      create: inTenant((tx, p, input) => service.create(tx, p, input, deps.clock())),
      update: inTenant((tx, p, { id, ...input }) => service.move(tx, p, id, 'update', deps.clock(), input)),
      publish: move('publish'),
      unpublish: move('unpublish'),
      pin: move('pin'),
      unpin: move('unpin'),
    }),
    ...implement(noticeReadEndpoints, {
      getAdvance: inTenant((tx, p) => reads.advance(tx, p, deps.clock())),
      getNew: inTenant((tx, p) => reads.updateNotice(tx, p)),
      notPromptAgain: inTenant((tx, p, input) => reads.dismiss(tx, p, input.id, deps.clock())),
      getPublished: inTenant((tx, p, input) => service.list(tx, p, { ...input, type: 'published' })),
      getVersions: inTenant((tx, p) => reads.versions(tx, p)),
    }),
  ];
}
