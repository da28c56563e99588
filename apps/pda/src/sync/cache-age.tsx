import { Text } from '@mantine/core';
import type { SyncPullKind } from '@wms/api/pda';
import { useLiveQuery } from 'dexie-react-hooks';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../app/pda-context.tsx';
import { clockOffset, pulledAt } from './pull.ts';
import { relativeTime } from './relative-time.ts';

/** How old one cached kind is ("Pick lists updated 3 minutes ago"); renders only when that changes. */
export const CacheAge = memo(function CacheAge({ kind }: { kind: SyncPullKind }) {
  const { t, i18n } = useTranslation('pda');
  const { engine } = usePda();
  const pulled = useLiveQuery(
    async () => ({ at: await pulledAt(engine.db, kind), offset: await clockOffset(engine.db) }),
    [engine.db, kind],
  );
  if (pulled === undefined) return null;
  const { at, offset } = pulled;
  return (
    <Text size="sm" c="dimmed" data-testid={`cache-age-${kind}`}>
      {at
        ? t('cacheAgeOf', {
            kind: t(`kind_${kind}`),
            age: relativeTime(i18n.language, at, Date.now() + offset),
          })
        : t('neverPulledKind', { kind: t(`kind_${kind}`) })}
    </Text>
  );
});
