import { NumberInput, Select, Text } from '@mantine/core';
import { MATERIAL_LABEL_SIZES, type Material, materialEndpoints } from '@wms/api';
import { printStore, type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Size = (typeof MATERIAL_LABEL_SIZES)[number];

/** The supplies list's "print": Code 128 labels of the chosen supplies through the print helper, as one job. */
export function PrintSupplyLabelsForm({ rows, onClose, onDone }: ResourceFormProps<Material>) {
  const { t } = useTranslation();
  const api = useApi();
  const [copies, setCopies] = useState<number | string>(1);
  const [size, setSize] = useState<Size>('60x40');
  return (
    <SubmitDialog
      title={t('inventory:supplies.print')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const input = { ids: rows.map((row) => row.id), copies: Number(copies), size };
        // the install prompt offers the PDF when there is no helper
        void printStore.printLabels({
          title: `${rows[0]?.materialCode ?? ''}${rows.length > 1 ? ` +${rows.length - 1}` : ''} ×${input.copies}`,
          zpl: ({ dpi }) => api.call(materialEndpoints.printLabelZpl, { ...input, dpi }),
          pdf: async () => (await api.call(materialEndpoints.printLabel, input)).url,
        });
      }}
    >
      <Text size="sm">{rows.map((row) => row.materialCode).join(', ')}</Text>
      <NumberInput
        label={t('inventory:supplies.labelCopies')}
        min={1}
        max={100}
        allowDecimal={false}
        value={copies}
        onChange={setCopies}
      />
      <Select
        label={t('inventory:supplies.labelSize')}
        allowDeselect={false}
        data={MATERIAL_LABEL_SIZES.map((value) => ({ value, label: `${value.replace('x', ' × ')} mm` }))}
        value={size}
        onChange={(value) => setSize((value ?? '60x40') as Size)}
      />
    </SubmitDialog>
  );
}
