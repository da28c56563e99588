import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../form/date-field.tsx';
import type { FilterDefinition } from './define-resource.ts';

const HINT_COLOR = 'light-dark(var(--mantine-color-gray-7), var(--mantine-color-dark-1))';

type Values = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One control of the filter bar; all values are text, as the URL holds them. */
export function FilterField({
  filter,
  values,
  onChange,
}: {
  filter: FilterDefinition<Values>;
  values: Values;
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(filter.label);
  switch (filter.kind) {
    case 'select':
      return (
        <Select
          label={label}
          placeholder={t('resource:selectPlaceholder')}
          clearable
          data={filter.options.map((o) => ({ value: String(o.value), label: t(o.label) }))}
          value={text(values[filter.name]) || null}
          onChange={(value) => onChange(filter.name, value ?? '')}
        />
      );
    case 'dateRange':
      return (
        <Group grow gap={4} align="end">
          <DateField
            label={label}
            aria-label={`${label} ${t('resource:dateFrom')}`}
            value={text(values[filter.name])}
            onChange={(value) => onChange(filter.name, value)}
          />
          <DateField
            aria-label={`${label} ${t('resource:dateTo')}`}
            value={text(values[filter.to])}
            onChange={(value) => onChange(filter.to, value)}
          />
        </Group>
      );
    default:
      return (
        <TextInput
          label={label}
          placeholder={t('resource:inputPlaceholder')}
          description={filter.kind === 'batch' ? t('resource:batchHint') : undefined}
          // Mantine's dimmed hint is 3.3:1 on white; a darker grey keeps WCAG AA (light and dark schemes).
          styles={{ description: { color: HINT_COLOR } }}
          value={text(values[filter.name])}
          onChange={(e) => onChange(filter.name, e.currentTarget.value)}
        />
      );
  }
}
