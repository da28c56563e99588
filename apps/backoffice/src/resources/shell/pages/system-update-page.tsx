import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { noticeReadEndpoints, routeTo } from '@wms/api';
import { DateText, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/** System update (route /system/update): every version's notes, newest first, each opening its detail. */
export function SystemUpdatePage() {
  const { t, i18n } = useTranslation();
  const { data } = useApiQuery(noticeReadEndpoints.getVersions, {});
  return (
    <Stack p="md" maw={900}>
      <Title order={3}>{t('home:systemUpdate')}</Title>
      {data?.length === 0 && <Text c="gray.7">{t('home:noVersions')}</Text>}
      {data?.map((v) => (
        <Card key={v.versionCode} withBorder>
          <Group justify="space-between">
            <Anchor
              component={Link}
              to={routeTo('shell.system-update-detail', { version: v.versionCode })}
              fw={600}
            >
              {v.versionCode}
            </Anchor>
            <Text size="sm">
              <DateText value={v.releaseTime} />
            </Text>
          </Group>
          {v.items.map((item) => (
            <Text key={item.id} size="sm">
              {i18n.language === 'zh-CN' ? item.titleZh : item.titleEn}
            </Text>
          ))}
        </Card>
      ))}
    </Stack>
  );
}

/** Update detail (route /system/updateDetail?version=): one version's notes in full. */
export function UpdateDetailPage() {
  const { t, i18n } = useTranslation();
  const version = useSearchParams()[0].get('version');
  const { data } = useApiQuery(noticeReadEndpoints.getVersions, {});
  const found = data?.find((v) => v.versionCode === version) ?? data?.[0];
  const zh = i18n.language === 'zh-CN';
  return (
    <Stack p="md" maw={900}>
      <Title order={3}>
        {t('home:updateDetail')} {found?.versionCode}
      </Title>
      {data && !found && <Text c="gray.7">{t('home:noVersions')}</Text>}
      {found?.items.map((item) => (
        <Card key={item.id} withBorder>
          <Group>
            <Badge color="blue.9">{t(`home:notice.messageType.${item.messageType}`)}</Badge>
            <Title order={4}>{zh ? item.titleZh : item.titleEn}</Title>
          </Group>
          <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {zh ? item.contentZh : item.contentEn}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
