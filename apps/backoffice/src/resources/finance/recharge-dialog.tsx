import type { Recharge } from '@wms/api';
import { type ResourceFormProps, SubmitDialog } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useRechargeForm } from './recharge-form.tsx';

/** Enter (or, while pending or rejected, edit) a recharge with its voucher; it counts once approved. */
export function RechargeDialog({ rows, onClose, onDone }: ResourceFormProps<Recharge>) {
  const { t } = useTranslation();
  const editing = rows[0];
  const form = useRechargeForm(editing);
  return (
    <SubmitDialog
      title={t(editing ? 'finance:recharge.edit' : 'finance:recharge')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={form.submit}
    >
      {form.fields}
    </SubmitDialog>
  );
}
