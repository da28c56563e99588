import { Badge, Tabs } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import { useTranslation } from 'react-i18next';

export interface StatusTabsProps {
  items: readonly { value?: string | number; label: MessageKey }[];
  /** The current value of the tab field, as the URL holds it. */
  value: unknown;
  onChange: (value: string | number | undefined) => void;
  /** Count per tab, in the order of `items`; `undefined` while loading. */
  counts?: readonly (number | undefined)[];
}

const ALL = '__all__';
const keyOf = (value: unknown) =>
  value === undefined || value === null || value === '' ? ALL : String(value);

/** One tab per status with its count. */
export function StatusTabs({ items, value, onChange, counts }: StatusTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={keyOf(value)}
      onChange={(key) => onChange(items.find((item) => keyOf(item.value) === key)?.value)}
    >
      <Tabs.List>
        {items.map((item, index) => (
          <Tabs.Tab
            key={keyOf(item.value)}
            value={keyOf(item.value)}
            rightSection={
              counts?.[index] === undefined ? null : (
                <Badge size="sm" variant="light" data-testid="tab-count">
                  {counts[index]}
                </Badge>
              )
            }
          >
            {t(item.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
