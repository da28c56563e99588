import { NumberInput, Select, Text } from '@mantine/core';
import { PRODUCT_LABEL_SIZES, type Product, productEndpoints } from '@wms/api';
import { printStore, type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Size = (typeof PRODUCT_LABEL_SIZES)[number];

/** Prints labels (Code 128) of the chosen products through the print helper: copies of each and the label size. */
export function PrintLabelsForm({ rows, onClose, onDone }: ResourceFormProps<Product>) {
  const { t } = useTranslation();
  const api = useApi();
  const [copies, setCopies] = useState<number | string>(1);
  const [size, setSize] = useState<Size>('60x40');
  return (
    <SubmitDialog
      title={t('products:print')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const input = { ids: rows.map((row) => row.id), copies: Number(copies), size };
        // one job for the whole selection; the install prompt offers the PDF when there is no helper
        void printStore.printLabels({
          title: `${rows[0]?.productNo ?? ''}${rows.length > 1 ? ` +${rows.length - 1}` : ''} ×${input.copies}`,
          zpl: ({ dpi }) => api.call(productEndpoints.printLabelZpl, { ...input, dpi }),
          pdf: async () => (await api.call(productEndpoints.printLabel, input)).url,
        });
      }}
    >
      <Text size="sm">{rows.map((row) => row.productNo).join(', ')}</Text>
      <NumberInput
        label={t('products:labelCopies')}
        min={1}
        max={100}
        allowDecimal={false}
        value={copies}
        onChange={setCopies}
      />
      <Select
        label={t('products:labelSize')}
        allowDeselect={false}
        data={PRODUCT_LABEL_SIZES.map((value) => ({ value, label: `${value.replace('x', ' × ')} mm` }))}
        value={size}
        onChange={(value) => setSize((value ?? '60x40') as Size)}
      />
    </SubmitDialog>
  );
}
