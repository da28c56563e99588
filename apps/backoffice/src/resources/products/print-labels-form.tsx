import { PRODUCT_LABEL_SIZES, type Product, productEndpoints } from '@wms/api';
import { LabelCopiesDialog, type ResourceFormProps, useApi } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Prints labels (Code 128) of the chosen products through the print helper: copies of each and the label size. */
export function PrintLabelsForm({ rows, onClose, onDone }: ResourceFormProps<Product>) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <LabelCopiesDialog
      title={t('products:print')}
      records={rows.map((row) => ({ id: row.id, code: row.productNo }))}
      sizes={PRODUCT_LABEL_SIZES}
      copiesLabel={t('products:labelCopies')}
      sizeLabel={t('products:labelSize')}
      zpl={(input, { dpi }) => api.call(productEndpoints.printLabelZpl, { ...input, dpi })}
      pdf={async (input) => (await api.call(productEndpoints.printLabel, input)).url}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
