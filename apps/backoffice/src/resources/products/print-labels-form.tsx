import { NumberInput, Select, Text } from '@mantine/core';
import { PRODUCT_LABEL_SIZES, type Product, productEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Size = (typeof PRODUCT_LABEL_SIZES)[number];

/** Prints labels (Code 128 PDF) of the chosen products: copies of each and the label size. */
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
        const link = await api.call(productEndpoints.printLabel, {
          ids: rows.map((row) => row.id),
          copies: Number(copies),
          size,
        });
        globalThis.open(link.url, '_blank');
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
