import { ApiError, type WorkOrderRow, workOrderEndpoints } from '@wms/api';
import { type ResourceFormProps, SubmitDialog, useApi, useApiMutation, useCustomerOptions } from '@wms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyOf, emptyWorkOrder, WorkOrderFields } from './work-order-fields.tsx';
import { AttachmentInput, checkFiles, uploadFiles } from './work-order-files.tsx';

/** A new ticket: a customer's user opens it for its own customer; staff choose the customer. */
export function WorkOrderCreateDialog({ onClose, onDone }: ResourceFormProps<WorkOrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const create = useApiMutation(workOrderEndpoints.create);
  const [values, setValues] = useState(emptyWorkOrder);
  const [files, setFiles] = useState<File[]>([]);
  const customers = useCustomerOptions();
  const only = customers.length === 1 ? customers[0]!.value : null;
  // A customer's user sees its one customer: chosen for it.
  useEffect(() => {
    if (only) setValues((v) => (v.customerId ? v : { ...v, customerId: only }));
  }, [only]);
  return (
    <SubmitDialog
      title={t('workOrders:newTicket')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const bad = checkFiles(files);
        // The picker shows why; the dialog stays open.
        if (bad) throw new ApiError(t(bad), 'VALIDATION', 0);
        const attachments = await uploadFiles(api, files, values.customerId ?? undefined);
        return create.mutateAsync({
          ...bodyOf(values),
          customerId: values.customerId ?? undefined,
          attachments,
        });
      }}
    >
      <WorkOrderFields values={values} onChange={setValues} customerLocked={!!only} />
      <AttachmentInput value={files} onChange={setFiles} testId="work-order-files" />
    </SubmitDialog>
  );
}
