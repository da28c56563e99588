import { Stack, Title } from '@mantine/core';
import { mailEvents, mailLogEndpoints, mailResendable, mailStates } from '@wms/api';
import { defineResource, ResourceList } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { queued: 'blue', retrying: 'orange', sent: 'teal', failed: 'red', skipped: 'gray' };

/** Every pushed or test mail: to whom, its state, attempts and the last failure. */
export const mailLogResource = defineResource({
  name: 'mail-log',
  list: mailLogEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    items: [
      { label: 'resource:all' },
      ...mailStates.map((s) => ({ value: s, label: `mail:state.${s}` as const })),
    ],
  },
  filters: [
    {
      name: 'event',
      kind: 'select',
      label: 'mail:event',
      options: mailEvents.map((e) => ({ value: e, label: `mail:event.${e}` as const })),
    },
    { name: 'to', kind: 'text', label: 'mail:toList' },
  ],
  columns: [
    { accessor: 'createdTime', title: 'mail:createdTime', kind: 'datetime' },
    { accessor: 'event', title: 'mail:event', status: { prefix: 'mail:event' } },
    { accessor: 'customerName', title: 'mail:customer' },
    { accessor: 'sourceNo', title: 'mail:sourceNo' },
    { accessor: 'subject', title: 'mail:subject' },
    { accessor: 'toList', title: 'mail:toList', render: (r) => r.toList.join(', ') },
    { accessor: 'ccList', title: 'mail:ccList', render: (r) => r.ccList.join(', ') },
    { accessor: 'state', title: 'mail:state', status: { prefix: 'mail:state', colors: STATE_COLORS } },
    { accessor: 'attempts', title: 'mail:attempts' },
    { accessor: 'lastError', title: 'mail:lastError', render: (r) => <ErrorText text={r.lastError} /> },
    { accessor: 'nextAttemptTime', title: 'mail:nextAttemptTime', kind: 'datetime' },
    { accessor: 'sentTime', title: 'mail:sentTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.call(mailLogEndpoints.resend, {
      label: 'mail:resend',
      input: (row) => ({ id: row.id }),
      visible: (row) => mailResendable(row.state),
    }),
  ],
});

/** A stored reason is the server's own words, or one of ours by key (everyone away). */
function ErrorText({ text }: { text: string }) {
  const { t } = useTranslation();
  return <>{text.startsWith('mail:') ? t(text) : text}</>;
}

export function MailLogPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={3}>{t('mail:logTitle')}</Title>
      <ResourceList resource={mailLogResource} />
    </Stack>
  );
}
