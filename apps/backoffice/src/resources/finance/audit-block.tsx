import { Button, Group, Paper, Text, Textarea } from '@mantine/core';
import {
  type AuditState,
  type accountEndpoints,
  auditActionOpen,
  auditReasonMissing,
  type miscFeeEndpoints,
} from '@wms/api';
import { useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type AuditEndpoint = typeof miscFeeEndpoints.audit | typeof accountEndpoints.auditRecharge;

/** The audit colours of a fee or a recharge, shared by their lists and pages. */
export const AUDIT_COLORS = { pending: 'orange', approved: 'green', rejected: 'red' };

/**
 * Approve or reject one pending record (a miscellaneous fee or a recharge) with its audit call; a
 * rejection needs its reason (the same predicate the server applies). Shows nothing once decided.
 */
export function AuditBlock({
  id,
  state,
  endpoint,
  onDone,
}: {
  id: string;
  state: AuditState;
  endpoint: AuditEndpoint;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const audit = useApiMutation(endpoint);
  const [remark, setRemark] = useState('');
  const [deciding, setDeciding] = useState<boolean | null>(null);
  if (!auditActionOpen(state, 'audit')) return null;
  const decide = async (approve: boolean) => {
    setDeciding(approve);
    try {
      await audit.mutateAsync({ ids: [id], approve, remark });
      onDone();
    } finally {
      setDeciding(null);
    }
  };
  return (
    <Paper withBorder p="md" data-testid="audit-block">
      <Textarea
        label={t('finance:audit.reason')}
        description={t('finance:audit.reasonHint')}
        maxLength={200}
        autosize
        minRows={2}
        data-testid="audit-remark"
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button
          color="red"
          variant="light"
          data-testid="audit-reject"
          disabled={auditReasonMissing(false, remark) || deciding === true}
          loading={deciding === false}
          onClick={() => decide(false)}
        >
          {t('finance:miscFees.reject')}
        </Button>
        <Button
          data-testid="audit-approve"
          disabled={deciding === false}
          loading={deciding === true}
          onClick={() => decide(true)}
        >
          {t('finance:miscFees.approve')}
        </Button>
      </Group>
      {auditReasonMissing(false, remark) && (
        <Text size="xs" c="dimmed" ta="right" mt={4}>
          {t('finance:audit.rejectNeedsReason')}
        </Text>
      )}
    </Paper>
  );
}
