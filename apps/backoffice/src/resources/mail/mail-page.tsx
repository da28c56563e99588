import { Stack, Tabs, Title } from '@mantine/core';
import { ResourceList } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mailAccountsResource } from './mail-accounts.resource.tsx';
import { mailRecipientsResource } from './mail-recipients.resource.tsx';

/** Mail configuration: the outgoing accounts, and the receivers, CC and away lists of each customer. */
export function MailPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('outgoing');
  return (
    <Stack p="md">
      <Title order={3}>{t('mail:title')}</Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="outgoing">{t('mail:tab.outgoing')}</Tabs.Tab>
          <Tabs.Tab value="receivers">{t('mail:tab.receivers')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="outgoing" pt="sm">
          <ResourceList resource={mailAccountsResource} />
        </Tabs.Panel>
        <Tabs.Panel value="receivers" pt="sm">
          <ResourceList resource={mailRecipientsResource} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
