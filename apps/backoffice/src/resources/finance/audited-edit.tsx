import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { ApiError, type AuditState, auditActionOpen } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BackButton } from './audited-record.tsx';

/**
 * The edit page's body for a fee or a recharge: its form and Save, which submits it for audit again and
 * goes back to the list; an approved record is final, so it says so and offers no Save.
 */
export function AuditedEditPanel({
  title,
  state,
  fields,
  submit,
  backTo,
  backLabel,
}: {
  title: string;
  state: AuditState;
  fields: ReactNode;
  submit: () => Promise<unknown>;
  backTo: string;
  backLabel: MessageKey;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = auditActionOpen(state, 'edit');
  const save = async () => {
    setBusy(true);
    try {
      await submit();
      navigate(backTo);
    } catch (error) {
      // A refusal is already shown by the request layer; the form keeps what was entered.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack p="md" data-testid="audited-edit">
      <Title order={3}>{title}</Title>
      {!open && <Alert color="orange">{t('finance:audit.final')}</Alert>}
      <Paper withBorder p="md">
        <fieldset disabled={!open} style={{ border: 0, margin: 0, padding: 0 }}>
          <Stack gap="sm">{fields}</Stack>
        </fieldset>
      </Paper>
      <Group justify="flex-end">
        <BackButton to={backTo} listKey={backLabel} />
        {open && (
          <Button loading={busy} onClick={save} data-testid="audited-save">
            {t('finance:audit.resubmit')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
