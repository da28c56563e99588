import type { MiscFee } from '@wms/api';
import { type ResourceFormProps, SubmitDialog } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useMiscFeeForm } from './misc-fee-form.tsx';

/** Enter (or, for a pending or rejected fee, edit) a miscellaneous fee with its voucher. */
export function MiscFeeDialog({ rows, onClose, onDone }: ResourceFormProps<MiscFee>) {
  const { t } = useTranslation();
  const editing = rows[0];
  const form = useMiscFeeForm(editing);
  return (
    <SubmitDialog
      title={t(editing ? 'finance:miscFees.edit' : 'finance:miscFees.create')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={form.submit}
    >
      {form.fields}
    </SubmitDialog>
  );
}
