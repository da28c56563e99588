import { Alert, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { screenLinkEndpoints } from '@wms/api';
import { DataTable, DateText, useApiMutation, useApiQuery, useConfirm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The read-only links an administrator issues for wall displays: a new link's address is shown once
 * (only its hash is kept), and revoking one stops the displays that use it at their next refresh.
 */
export function ScreenLinksPanel() {
  const { t } = useTranslation();
  const links = useApiQuery(screenLinkEndpoints.getList, {}, { retry: false });
  const issue = useApiMutation(screenLinkEndpoints.create);
  const revoke = useApiMutation(screenLinkEndpoints.revoke);
  const [dialog, confirm] = useConfirm();
  const [name, setName] = useState('');
  const [address, setAddress] = useState<string | null>(null);
  // Only someone who may issue links can list them: for anyone else the panel stays away.
  if (!links.data) return null;
  return (
    <Card withBorder data-testid="screen-links">
      {dialog}
      <Title order={3} mb="sm">
        {t('home:screenLinks')}
      </Title>
      <Group align="flex-end">
        <TextInput
          label={t('home:screenLink.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button
          disabled={!name.trim()}
          loading={issue.isPending}
          onClick={async () => {
            const issued = await issue.mutateAsync({ name }).catch(() => null);
            if (!issued) return;
            setAddress(`${window.location.origin}/screen?key=${encodeURIComponent(issued.key)}`);
            setName('');
          }}
        >
          {t('home:screenLink.issue')}
        </Button>
      </Group>
      {address && (
        <Alert color="teal" mt="sm">
          <Text size="sm">{t('home:screenLink.copy')}</Text>
          <Code block data-testid="screen-link-address">
            {address}
          </Code>
        </Alert>
      )}
      <Stack mt="sm">
        <DataTable
          records={links.data ?? []}
          rowKey={(l) => l.id}
          empty={t('home:screenLink.none')}
          noHeader
          columns={[
            { accessor: 'name', title: 'home:screenLink.name' },
            {
              key: 'issued',
              render: (l) => (
                <>
                  {l.createdByName} <DateText value={l.createdTime} />
                </>
              ),
            },
            {
              key: 'revoke',
              render: (l) =>
                l.revokedTime ? (
                  <Text size="sm" c="dimmed">
                    {t('home:screenLink.revokedAt')} <DateText value={l.revokedTime} />
                  </Text>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      if (await confirm(t('home:screenLink.confirmRevoke')))
                        await revoke.mutateAsync({ id: l.id }).catch(() => undefined);
                    }}
                  >
                    {t('home:screenLink.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
