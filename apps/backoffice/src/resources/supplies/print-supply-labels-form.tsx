import { MATERIAL_LABEL_SIZES, type Material, materialEndpoints } from '@wms/api';
import { LabelCopiesDialog, type ResourceFormProps, useApi } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** The supplies list's "print": Code 128 labels of the chosen supplies through the print helper, as one job. */
export function PrintSupplyLabelsForm({ rows, onClose, onDone }: ResourceFormProps<Material>) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <LabelCopiesDialog
      title={t('inventory:supplies.print')}
      records={rows.map((row) => ({ id: row.id, code: row.materialCode }))}
      sizes={MATERIAL_LABEL_SIZES}
      copiesLabel={t('inventory:supplies.labelCopies')}
      sizeLabel={t('inventory:supplies.labelSize')}
      zpl={(input, { dpi }) => api.call(materialEndpoints.printLabelZpl, { ...input, dpi })}
      pdf={async (input) => (await api.call(materialEndpoints.printLabel, input)).url}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
