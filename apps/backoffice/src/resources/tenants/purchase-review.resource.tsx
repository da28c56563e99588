import { SegmentedControl, Stack, Textarea, Title } from '@mantine/core';
import {
  type PurchaseRow,
  purchaseReviewable,
  purchaseStates,
  reviewPurchaseInput,
  tenantEndpoints,
} from '@wms/api';
import {
  defineResource,
  FormDialog,
  type ResourceFormProps,
  ResourceList,
  useApiMutation,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { inReview: 'blue', purchased: 'teal', rejected: 'red' };

/** Approves (the tenant's plan changes at once) or rejects a request, with a remark the requester reads. */
function ReviewDialog({ rows, onClose, onDone }: ResourceFormProps<PurchaseRow>) {
  const { t } = useTranslation();
  const row = rows[0]!;
  const form = useZodForm(reviewPurchaseInput, { initialValues: { id: row.id, approve: true, remark: '' } });
  const review = useApiMutation(tenantEndpoints.reviewPurchase);
  const submit = form.onSubmit(async (values) => {
    await review.mutateAsync(reviewPurchaseInput.parse(values)).then(onDone, () => undefined);
  });
  return (
    <FormDialog
      title={`${t('tenants:reviewPurchase')} · ${row.tenantName}`}
      onClose={onClose}
      onSubmit={submit}
      loading={review.isPending}
    >
      <SegmentedControl
        data={[
          { value: 'true', label: t('tenants:approvePurchase') },
          { value: 'false', label: t('tenants:rejectPurchase') },
        ]}
        value={String(form.getValues().approve)}
        onChange={(v) => form.setFieldValue('approve', v === 'true')}
      />
      <Textarea label={t('tenants:reviewRemark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

/** Every tenant's purchase requests, for the platform operator to decide. */
export const purchaseReviewResource = defineResource({
  name: 'purchase-review',
  list: tenantEndpoints.getPurchaseList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    items: [
      { label: 'resource:all' },
      ...purchaseStates.map((s) => ({ value: s, label: `home:subscription.state.${s}` as const })),
    ],
  },
  columns: [
    { accessor: 'tenantName', title: 'tenants:name' },
    { accessor: 'edition', title: 'tenants:edition', status: { prefix: 'identity:edition' } },
    { accessor: 'years', title: 'home:subscription.years' },
    { accessor: 'orderQuota', title: 'home:subscription.orderQuota' },
    { accessor: 'warehouseLimit', title: 'tenants:warehouseLimit' },
    { accessor: 'customerLimit', title: 'tenants:customerLimit' },
    { accessor: 'isPDA', title: 'tenants:isPDA', status: { prefix: 'tenants:yesNo' } },
    { accessor: 'remark', title: 'tenants:purchaseRemark' },
    {
      accessor: 'state',
      title: 'tenants:state',
      status: { prefix: 'home:subscription.state', colors: STATE_COLORS },
    },
    { accessor: 'reviewRemark', title: 'tenants:reviewRemark' },
    { accessor: 'createdTime', title: 'tenants:createdTime', kind: 'datetime' },
    { accessor: 'reviewedTime', title: 'tenants:reviewedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('review', {
      label: 'tenants:reviewPurchase',
      endpoint: tenantEndpoints.reviewPurchase,
      visible: (row) => purchaseReviewable(row.state),
    }),
  ],
  forms: { review: ReviewDialog },
});

export function PurchaseReviewPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={3}>{t('tenants:purchaseReview')}</Title>
      <ResourceList resource={purchaseReviewResource} />
    </Stack>
  );
}

/** The caller's own requests (the subscription page), whatever the tenant. */
export const ownPurchasesResource = defineResource({
  ...purchaseReviewResource,
  name: 'own-purchases',
  fixed: { tenantScope: 'own' },
  rowActions: undefined,
  forms: undefined,
});
