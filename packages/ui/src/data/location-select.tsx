import { Select } from '@mantine/core';
import { locationEndpoints } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from './use-api.ts';

/** A location of one warehouse, searched by name (shelving, moves). */
export function LocationSelect(props: {
  warehouseId: string;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const options = useApiQuery(locationEndpoints.getList, { warehouseId: props.warehouseId });
  return (
    <Select
      label={t('settings:locationName')}
      withAsterisk
      searchable
      data={(options.data ?? []).map((l) => ({ value: l.id, label: l.locationName }))}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
