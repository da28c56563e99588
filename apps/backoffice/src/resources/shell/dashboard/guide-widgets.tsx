import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Dashboard } from '@wms/api';
import { routeTo } from '@wms/api';
import { DateText } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WidgetCard } from './widget-card.tsx';

/** The setup guide: each step links to the page that does it. */
export function SetupGuideWidget({ steps }: { steps: Dashboard['setupGuide'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.setupGuide" testId="setupGuide">
      <Stack gap={6} component="ol" m={0} pl="md">
        {steps.map((s) => (
          <Group key={s.step} component="li" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={s.path} size="sm">
              {t(`home:setup.${s.step}`)}
            </Anchor>
            <Badge
              color={s.done === null ? 'gray.7' : s.done ? 'teal.9' : 'blue.9'}
              data-testid={`setup-${s.step}`}
            >
              {t(s.done === null ? 'home:setup.unknown' : s.done ? 'home:setup.done' : 'home:setup.todo')}
            </Badge>
          </Group>
        ))}
      </Stack>
    </WidgetCard>
  );
}

export function AnnouncementsWidget({ items }: { items: Dashboard['announcements'] }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey="home:widget.announcements" testId="announcements">
      {items.length === 0 ? (
        <Text c="gray.7" size="sm">
          {t('home:noAnnouncements')}
        </Text>
      ) : (
        <Stack gap={4}>
          {items.map((a) => (
            <Group key={a.id} justify="space-between" wrap="nowrap">
              <Text size="sm" truncate>
                {a.top && (
                  <Badge size="xs" mr={4}>
                    {t('home:pinned')}
                  </Badge>
                )}
                {a.title}
              </Text>
              <Text size="xs" c="gray.7">
                <DateText value={a.releaseTime} />
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={routeTo('shell.information-center')} size="sm">
        {t('home:viewAll')}
      </Anchor>
    </WidgetCard>
  );
}
