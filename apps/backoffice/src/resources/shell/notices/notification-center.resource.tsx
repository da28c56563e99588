import { Badge } from '@mantine/core';
import type { AnnouncementRow } from '@wms/api';
import { announcementEndpoints, announcementStates, canMoveAnnouncement, routeTo } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { draft: 'gray.7', published: 'teal.9', unpublished: 'orange.9' } as const;

function StateBadge({ state }: { state: AnnouncementRow['type'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} data-status={state}>
      {t(`home:notice.type.${state}`)}
    </Badge>
  );
}

function PinnedMark({ top }: { top: boolean }) {
  const { t } = useTranslation();
  return top ? <Badge color="blue.9">{t('home:pinned')}</Badge> : null;
}

/** The notification center: announcements by state, with their lifecycle actions. */
export const notificationCenterResource = defineResource({
  name: 'notification-center',
  list: announcementEndpoints.getList,
  rowKey: 'id',
  tabs: {
    field: 'type',
    counts: true,
    items: [
      { label: 'resource:all' },
      ...announcementStates.map((state) => ({ value: state, label: `home:notice.type.${state}` as const })),
    ],
  },
  filters: [{ name: 'keyword', kind: 'text', label: 'home:notice.keyword' }],
  columns: [
    { accessor: 'titleCn', title: 'home:notice.titleCn' },
    { accessor: 'titleEn', title: 'home:notice.titleEn' },
    { accessor: 'versionCode', title: 'home:notice.versionCode' },
    {
      accessor: 'type',
      title: 'home:notice.type',
      render: (row) => <StateBadge state={row.type} />,
    },
    { accessor: 'top', title: 'home:notice.top', render: (row) => <PinnedMark top={row.top} /> },
    { accessor: 'releaseTime', title: 'home:notice.releaseTime', kind: 'datetime' },
    { accessor: 'deadlineTime', title: 'home:notice.deadlineTime', kind: 'datetime' },
    { accessor: 'createdBy', title: 'home:notice.createdBy' },
  ],
  rowActions: (a) => [
    a.link({
      label: 'home:notice.edit',
      href: (row) => routeTo('system.notification-edit', { id: row.id }),
      visible: (row) => canMoveAnnouncement('update', row.type),
    }),
    a.call(announcementEndpoints.publish, {
      label: 'home:notice.publish',
      confirm: 'home:notice.confirmPublish',
      visible: (row) => canMoveAnnouncement('publish', row.type),
      input: (row) => ({ id: row.id }),
    }),
    a.call(announcementEndpoints.unpublish, {
      label: 'home:notice.unpublish',
      color: 'red',
      confirm: 'home:notice.confirmUnpublish',
      visible: (row) => canMoveAnnouncement('unpublish', row.type),
      input: (row) => ({ id: row.id }),
    }),
    a.call(announcementEndpoints.pin, {
      label: 'home:notice.pin',
      visible: (row) => !row.top && canMoveAnnouncement('pin', row.type),
      input: (row) => ({ id: row.id }),
    }),
    a.call(announcementEndpoints.unpin, {
      label: 'home:notice.unpin',
      visible: (row) => row.top && canMoveAnnouncement('unpin', row.type),
      input: (row) => ({ id: row.id }),
    }),
  ],
});

export function NotificationCenterPage() {
  return (
    <ResourcePage
      titleKey="home:notificationCenter"
      resource={notificationCenterResource}
      add={{
        to: routeTo('system.notification-add'),
        endpoint: announcementEndpoints.create,
        label: 'home:notice.add',
      }}
    />
  );
}
