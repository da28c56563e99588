import { Select } from '@mantine/core';
import { dictionaryEntryEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The enabled entries of a data-dictionary category as a dropdown, labelled in the user's language. */
export function DictionarySelect(props: {
  categoryCode: string;
  labelKey: MessageKey;
  hintKey?: MessageKey;
  value: string | null;
  onChange: (value: string | null, label: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const entries = useApiQuery(dictionaryEntryEndpoints.getAll, {
    categoryCode: props.categoryCode,
    enabledOnly: true,
  });
  const en = i18n.language.startsWith('en');
  const data = (entries.data ?? []).map((e) => ({ value: e.value, label: en ? e.labelEn : e.label }));
  return (
    <Select
      label={t(props.labelKey)}
      description={props.hintKey ? t(props.hintKey) : undefined}
      clearable
      searchable
      data-testid={`dictionary-${props.categoryCode}`}
      data={data}
      value={props.value}
      onChange={(value) => props.onChange(value, data.find((d) => d.value === value)?.label ?? '')}
    />
  );
}
