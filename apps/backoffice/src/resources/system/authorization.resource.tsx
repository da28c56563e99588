import { SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type AuthorizationRow,
  authorizationEndpoints,
  authorizationStates,
  canReviewAuthorization,
  reviewAuthorizationInput,
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
import { DictionarySelect } from './dictionary-select.tsx';

/** Approves or rejects one application with a remark; the result goes to the applicant's information center. */
export function ReviewForm({ rows, onClose, onDone }: ResourceFormProps<AuthorizationRow>) {
  const { t } = useTranslation();
  const row = rows[0];
  const form = useZodForm(reviewAuthorizationInput, {
    initialValues: { id: row?.id ?? '', approve: true, remark: '' },
  });
  const review = useApiMutation(authorizationEndpoints.review);
  const submit = form.onSubmit(async (values) => {
    await review.mutateAsync(reviewAuthorizationInput.parse(values)).then(onDone, () => undefined);
  });
  const approve = form.getValues().approve;
  return (
    <FormDialog
      title={t('settings:review')}
      width={520}
      onClose={onClose}
      onSubmit={submit}
      loading={review.isPending}
    >
      <Text size="sm">
        {row?.applicantName} · {t(`settings:authKind.${row?.kind ?? 'warehouse'}`)}:{' '}
        {row?.targets.map((target) => target.name).join(', ')}
      </Text>
      {row?.reason && (
        <Text size="sm" c="dimmed">
          {row.reason}
        </Text>
      )}
      <Text size="sm" fw={500}>
        {t('settings:reviewDecision')}
      </Text>
      <SegmentedControl
        value={approve ? 'approve' : 'reject'}
        onChange={(value) => form.setFieldValue('approve', value === 'approve')}
        data={[
          { value: 'approve', label: t('settings:approve') },
          { value: 'reject', label: t('settings:reject') },
        ]}
      />
      <DictionarySelect
        categoryCode="review-remark"
        labelKey="settings:commonRemarks"
        hintKey="settings:commonRemarksHint"
        value={null}
        onChange={(_value, label) => label && form.setFieldValue('remark', label)}
      />
      <Textarea
        label={t('settings:reviewRemark')}
        description={t('settings:reviewRemarkHint')}
        {...form.getInputProps('remark')}
      />
    </FormDialog>
  );
}

export const authorizationResource = defineResource({
  name: 'authorization-review',
  list: authorizationEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'state',
    items: [
      { label: 'resource:all' },
      ...authorizationStates.map((v) => ({ value: v, label: `settings:authState.${v}` as const })),
    ],
  },
  columns: [
    { accessor: 'applicantName', title: 'settings:applicant' },
    { accessor: 'kind', title: 'settings:applyKind', status: { prefix: 'settings:authKind' } },
    {
      accessor: 'targets',
      title: 'settings:applyTargets',
      render: (row) => row.targets.map((target) => target.name).join(', '),
    },
    { accessor: 'reason', title: 'settings:applyReason' },
    { accessor: 'state', title: 'settings:state', status: { prefix: 'settings:authState' } },
    { accessor: 'reviewerName', title: 'settings:reviewer' },
    { accessor: 'reviewRemark', title: 'settings:reviewRemark' },
    { accessor: 'createdTime', title: 'settings:appliedTime', kind: 'datetime' },
    { accessor: 'reviewedTime', title: 'settings:reviewedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('review', {
      label: 'settings:review',
      endpoint: authorizationEndpoints.review,
      visible: (row) => canReviewAuthorization(row.state),
    }),
  ],
  forms: { review: ReviewForm },
});

/** Authorisation review: warehouse and customer applications, approved or rejected with a reason. */
export function AuthorizationReviewPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Title order={3}>{t('settings:authorizationReview')}</Title>
      <ResourceList resource={authorizationResource} />
    </Stack>
  );
}
