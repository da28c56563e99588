import { Button, Group, SimpleGrid } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTERS_SHOWN, type FilterDefinition } from './define-resource.ts';
import { FilterField } from './filter-field.tsx';

/** Spec §9: a second click on Search within 1000 ms is ignored. */
export const SEARCH_GUARD_MS = 1000;

type Values = Record<string, unknown>;

/** Spec §5: batch queries are separated by English commas; blanks and spaces around values go. */
export function normalizeBatch(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

export interface FilterBarProps {
  filters: readonly FilterDefinition<Values>[];
  values: Values;
  onSearch: (values: Values) => void;
  onReset: () => void;
  guardMs?: number;
}

export function FilterBar({ filters, values, onSearch, onReset, guardMs = SEARCH_GUARD_MS }: FilterBarProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Values>(values);
  const [expanded, setExpanded] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const guard = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = JSON.stringify(values);
  // The URL is the source of truth: back/forward or a link replaces what is typed.
  useEffect(() => setDraft(JSON.parse(current) as Values), [current]);
  useEffect(() => () => clearTimeout(guard.current), []);

  const search = () => {
    if (guarded) return;
    setGuarded(true);
    guard.current = setTimeout(() => setGuarded(false), guardMs);
    const next: Values = { ...draft };
    for (const filter of filters) {
      const value = next[filter.name];
      if (filter.kind === 'batch' && typeof value === 'string') next[filter.name] = normalizeBatch(value);
    }
    onSearch(next);
  };

  const shown = expanded ? filters : filters.slice(0, FILTERS_SHOWN);
  return (
    <form
      data-testid="filter-bar"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {shown.map((filter) => (
          <FilterField
            key={filter.name}
            filter={filter}
            values={draft}
            onChange={(name, value) => setDraft((d) => ({ ...d, [name]: value }))}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="xs">
        <Button type="submit" data-guarded={guarded || undefined}>
          {t('resource:search')}
        </Button>
        <Button variant="default" onClick={onReset}>
          {t('resource:reset')}
        </Button>
        {filters.length > FILTERS_SHOWN && (
          <Button variant="subtle" onClick={() => setExpanded((e) => !e)}>
            {t(expanded ? 'resource:collapse' : 'resource:expand')}
          </Button>
        )}
      </Group>
    </form>
  );
}
