import { Button, Group, SimpleGrid } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTERS_SHOWN, type FilterDefinition } from './define-resource.ts';
import { FilterField } from './filter-field.tsx';

/** A second click on Search within 1000 ms is ignored. */
export const SEARCH_GUARD_MS = 1000;

type Values = Record<string, unknown>;

/** Batch queries are separated by English commas; blanks and spaces around values go. */
export function normalizeBatch(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** The URL keys the bar's own fields edit (a date range edits two). */
export function fieldKeys(filters: readonly FilterDefinition<Values>[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === 'dateRange' ? [String(filter.name), String(filter.to)] : [String(filter.name)],
  );
}

function pick(values: Values, keys: readonly string[]): Values {
  return Object.fromEntries(
    keys.flatMap((key) => (values[key] === undefined || values[key] === '' ? [] : [[key, values[key]]])),
  );
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
  const keys = fieldKeys(filters);
  const [draft, setDraft] = useState<Values>(() => pick(values, keys));
  const [expanded, setExpanded] = useState(false);
  const [guarded, setGuarded] = useState(false);
  const guard = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL is the source of truth for the fields: a navigation that changes them (back/forward, a link with
  // other filters) replaces what is typed. A URL change that leaves them alone (the warehouse choice, a page,
  // a sort, a tab, a dialog) keeps what the user typed and has not searched yet.
  const fromUrl = JSON.stringify(pick(values, keys));
  useEffect(() => setDraft(JSON.parse(fromUrl) as Values), [fromUrl]);
  useEffect(() => () => clearTimeout(guard.current), []);

  const search = () => {
    // The timer, not the rendered state, is the guard: two clicks within one frame must not both search.
    if (guard.current) return;
    setGuarded(true);
    guard.current = setTimeout(() => {
      guard.current = undefined;
      setGuarded(false);
    }, guardMs);
    const typed: Values = { ...draft };
    for (const filter of filters) {
      const value = typed[filter.name];
      if (filter.kind === 'batch' && typeof value === 'string') typed[filter.name] = normalizeBatch(value);
    }
    setDraft(typed);
    // Every field the bar owns, a cleared one as `undefined`; the URL's other keys (the warehouse) are not
    // the bar's to write.
    const chosen = pick(typed, keys);
    onSearch(Object.fromEntries(keys.map((key) => [key, chosen[key]])));
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
        <Button
          variant="default"
          onClick={() => {
            setDraft({});
            onReset();
          }}
        >
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
