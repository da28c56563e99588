import { Stack, Text } from '@mantine/core';
import type { SyncRunRow } from '@wms/api';
import { useTranslation } from 'react-i18next';

/** Shown per run: the first refused records, each with its number and the reason in the reader's language. */
const SHOWN = 3;

export function SyncFailures({ run }: { run: SyncRunRow }) {
  const { t } = useTranslation();
  if (!run.failures.length) return null;
  return (
    <Stack gap={2}>
      {run.failures.slice(0, SHOWN).map((f) => (
        <Text key={`${f.sourceNo}|${f.reason}`} size="xs">
          {t('tenants:failure', { sourceNo: f.sourceNo, reason: t(`errors:${f.reason}`, f.params ?? {}) })}
        </Text>
      ))}
      {run.failures.length > SHOWN && (
        <Text size="xs" c="dimmed">
          {t('tenants:moreFailures', { count: run.failures.length - SHOWN })}
        </Text>
      )}
    </Stack>
  );
}
