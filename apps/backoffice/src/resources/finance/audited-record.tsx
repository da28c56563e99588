import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AuditState, Endpoint, EndpointInput, EndpointOutput } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { MissingRecord, StatusBadge, useApiQuery } from '@wms/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AUDIT_COLORS } from './audit-block.tsx';

/** What the audit and edit pages read of a fee or a recharge. */
export interface AuditedRow {
  id: string;
  auditState: AuditState;
  auditRemark: string | null;
  voucherName: string | null;
  voucherUrl: string | null;
}

/**
 * A page of one audited record (`?id=`): loads it through its detail call, says so while loading or
 * when the id finds nothing, then renders the page's body for it.
 */
export function AuditedRecord<E extends Endpoint>({
  detail,
  what,
  backTo,
  backLabel,
  children,
}: {
  detail: E;
  what: MessageKey;
  backTo: string;
  backLabel: MessageKey;
  children: (row: EndpointOutput<E>) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const record = useApiQuery(detail, { id } as EndpointInput<E>, { enabled: Boolean(id), retry: false });
  if (!id || record.isError)
    return <MissingRecord what={what} backTo={backTo} backLabel={backLabel} notFound={Boolean(id)} />;
  if (!record.data)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  return <>{children(record.data)}</>;
}

/** The record's fields, its audit state and remark, and a link to its voucher, above the page's actions. */
export function AuditedSummary({
  title,
  row,
  fields,
  children,
}: {
  title: string;
  row: AuditedRow;
  fields: { label: MessageKey; value: ReactNode }[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack p="md" data-testid="audited-record">
      <Group gap="sm">
        <Title order={3}>{title}</Title>
        <StatusBadge value={row.auditState} prefix="finance:auditState" colors={AUDIT_COLORS} />
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          {fields.map((f) => (
            <div key={f.label}>
              <Text size="xs" c="dimmed">
                {t(f.label)}
              </Text>
              <Text size="sm">{f.value ?? '—'}</Text>
            </div>
          ))}
          <div>
            <Text size="xs" c="dimmed">
              {t('finance:voucher')}
            </Text>
            {row.voucherUrl ? (
              <Anchor size="sm" href={row.voucherUrl} target="_blank" data-testid="audited-voucher">
                {row.voucherName}
              </Anchor>
            ) : (
              <Text size="sm">{t('finance:audit.noVoucher')}</Text>
            )}
          </div>
          {row.auditRemark ? (
            <div>
              <Text size="xs" c="dimmed">
                {t('finance:auditRemark')}
              </Text>
              <Text size="sm">{row.auditRemark}</Text>
            </div>
          ) : null}
        </SimpleGrid>
      </Paper>
      {children}
    </Stack>
  );
}

/** Back to the list the record came from. */
export function BackButton({ to, listKey }: { to: string; listKey: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Button variant="default" component={Link} to={to}>
      {t(listKey)}
    </Button>
  );
}
