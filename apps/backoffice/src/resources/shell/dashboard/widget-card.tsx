import { Card, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One dashboard widget: a titled card; `testId` names it for tests. */
export function WidgetCard({
  titleKey: title,
  testId,
  children,
}: {
  titleKey: MessageKey;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={`widget-${testId}`} component="section" aria-label={t(title)}>
      <Stack gap="sm">
        <Title order={4}>{t(title)}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A widget whose business area is not built yet says so instead of drawing zeros. */
export function PendingWidget({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <WidgetCard titleKey={`home:widget.${name}` as MessageKey} testId={name}>
      <Text c="gray.7" size="sm">
        {t('home:notBuilt')}
      </Text>
    </WidgetCard>
  );
}
