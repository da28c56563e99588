import { Badge, Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { messageEndpoints, noticeReadEndpoints } from '@wms/api';
import { DateText, useApiMutation, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh } from '../../../app/live-events.ts';

/** Information center (route /information/center): my messages (review results) and announcements. */
export function InformationCenterPage() {
  const { t, i18n } = useTranslation();
  useLiveRefresh('notice', [noticeReadEndpoints.getPublished.path]);
  const messages = useApiQuery(messageEndpoints.getList, { pageIndex: 1, pageSize: 50 });
  const announcements = useApiQuery(noticeReadEndpoints.getPublished, { pageIndex: 1, pageSize: 50 });
  const markRead = useApiMutation(messageEndpoints.markRead);
  const zh = i18n.language === 'zh-CN';
  return (
    <Stack p="md" maw={1000}>
      <Title order={3}>{t('home:informationCenter')}</Title>
      <Tabs defaultValue="announcements">
        <Tabs.List>
          <Tabs.Tab value="announcements">{t('home:info.announcements')}</Tabs.Tab>
          <Tabs.Tab value="messages">{t('home:info.messages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="announcements" pt="md">
          <Stack>
            {announcements.data?.items.length === 0 && <Text c="gray.7">{t('home:noAnnouncements')}</Text>}
            {announcements.data?.items.map((a) => (
              <Card key={a.id} withBorder data-testid="published-announcement">
                <Group justify="space-between">
                  <Group gap="xs">
                    {a.top && <Badge color="blue.9">{t('home:pinned')}</Badge>}
                    <Text fw={600}>{zh ? a.titleCn : a.titleEn}</Text>
                  </Group>
                  <Text size="sm">
                    <DateText value={a.releaseTime} />
                  </Text>
                </Group>
                <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
                  {zh ? a.content : a.contentEn}
                </Text>
              </Card>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <Stack>
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => markRead.mutate({ ids: [] })}>
                {t('home:info.markAllRead')}
              </Button>
            </Group>
            {messages.data?.items.length === 0 && <Text c="gray.7">{t('home:info.noMessages')}</Text>}
            {messages.data?.items.map((m) => (
              <Card key={m.id} withBorder>
                <Group justify="space-between">
                  <Group gap="xs">
                    {!m.isRead && <Badge color="red.9">{t('home:info.unread')}</Badge>}
                    <Text fw={600}>{m.title}</Text>
                  </Group>
                  <Text size="sm">
                    <DateText value={m.createdTime} />
                  </Text>
                </Group>
                <Text mt="xs">{m.content}</Text>
              </Card>
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
