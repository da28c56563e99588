import { Badge, Group, Paper, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalPickList } from '../../db/pda-db.ts';
import { CacheAge } from '../../sync/cache-age.tsx';

function ListCard({ list }: { list: LocalPickList }) {
  const { t } = useTranslation('pda');
  const holder = list.leasedByMe || list.checkedOut ? t('leasedByMe') : list.leaseUserName;
  return (
    <UnstyledButton component={Link} to={`/pick/${list.id}`} w="100%">
      <Paper withBorder radius="md" p="md" data-testid="pick-list-card">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{list.pickListNo}</Title>
          <Badge size="lg" color={list.state === 'picked' ? 'green' : 'blue'}>
            {t('pickProgress', { picked: list.pickedQty, total: list.totalQty })}
          </Badge>
        </Group>
        <Progress
          mt="xs"
          size="lg"
          value={list.totalQty ? (100 * list.pickedQty) / list.totalQty : 0}
          aria-label={t('pickProgress', { picked: list.pickedQty, total: list.totalQty })}
        />
        <Group justify="space-between" mt={6}>
          <Text c="dimmed">{t('pickLines', { count: list.lines.length })}</Text>
          {holder && (
            <Text c={list.checkedOut ? 'teal' : 'orange'} fw={600}>
              {list.checkedOut ? holder : t('leasedBy', { name: holder })}
            </Text>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** My pick lists from the cache: open ones first, finished ones until the server drops them. */
export function PickListsPage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const lists = useLiveQuery(() => engine.db.pickLists.toArray(), [engine.db]);
  if (!lists) return null;
  const sorted = [...lists].sort(
    (a, b) =>
      Number(a.state === 'picked') - Number(b.state === 'picked') || a.pickListNo.localeCompare(b.pickListNo),
  );
  return (
    <Stack gap="sm">
      <Title order={3}>{t('pickLists')}</Title>
      <CacheAge kind="pickLists" />
      {sorted.length ? (
        sorted.map((list) => <ListCard key={list.id} list={list} />)
      ) : (
        <Text c="dimmed">{t('noPickLists')}</Text>
      )}
    </Stack>
  );
}
