import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IMPORT_MAX_BYTES,
  type ImportResult,
  INCIDENTAL_MAX_ROWS,
  importEndpoints,
  miscFeeEndpoints,
  routeTo,
  VOUCHER_EXTENSIONS,
  voucherTypeAllowed,
} from '@wms/api';
import { DataTable, fileToBase64, importRowErrors, runImportTask, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const VOUCHER_ACCEPT = VOUCHER_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The miscellaneous-fee import (`/finance/misc-fee/import`): the fee workbook (at most 400 rows) and the
 * voucher files its certificate column names, matched by file name on the server; a refused sheet lists
 * each row's errors and imports nothing.
 */
export function MiscFeeImportPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [workbook, setWorkbook] = useState<File | null>(null);
  const [vouchers, setVouchers] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setResult(null);
    if (!workbook) return setProblem(t('resource:selectFile'));
    if (!/\.xlsx?$/i.test(workbook.name)) return setProblem(t('resource:uploadFormat'));
    if (workbook.size > IMPORT_MAX_BYTES)
      return setProblem(t('resource:uploadTooLarge', { size: `${IMPORT_MAX_BYTES / 1024 / 1024}M` }));
    const wrong = vouchers.filter((file) => !voucherTypeAllowed(file.name)).map((file) => file.name);
    if (wrong.length) return setProblem(t('finance:import.badTypes', { names: wrong.join(', ') }));
    setProblem(null);
    setBusy(true);
    try {
      const files = await Promise.all(
        vouchers.map(async (file) => ({ fileName: file.name, content: await fileToBase64(file) })),
      );
      const done = await runImportTask(api, workbook, (upload) =>
        api.call(miscFeeEndpoints.import, { ...upload, kind: 'incidental', vouchers: files }),
      );
      setResult(done);
      if (done.state === 'completed' && !done.errors.length) {
        notifications.show({ color: 'green', message: t('finance:import.done', { count: done.okRows }) });
      }
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const errors = result ? importRowErrors(result) : [];
  return (
    <Stack p="md" maw={880} data-testid="misc-fee-import">
      <Group justify="space-between">
        <Title order={3}>{t('finance:miscFees.import')}</Title>
        <Anchor component={Link} to={routeTo('finance.misc-fee')}>
          {t('finance:import.back')}
        </Anchor>
      </Group>
      <Text size="sm" c="gray.7">
        {t('finance:miscImportMax', { count: INCIDENTAL_MAX_ROWS })}
      </Text>
      <Group gap="md">
        <Text size="sm">{t('resource:downloadTemplate')}</Text>
        {(['zh-CN', 'en'] as const).map((locale) => (
          <Anchor
            key={locale}
            component="button"
            type="button"
            onClick={async () =>
              globalThis.open(
                (await api.call(importEndpoints.getTemplate, { kind: 'incidental', locale })).url,
                '_blank',
              )
            }
          >
            {t(locale === 'en' ? 'resource:templateEn' : 'resource:templateZh')}
          </Anchor>
        ))}
      </Group>
      <FileInput
        label={t('finance:import.workbook')}
        placeholder={t('resource:selectFile')}
        withAsterisk
        clearable
        accept=".xlsx,.xls"
        data-testid="import-workbook"
        value={workbook}
        onChange={setWorkbook}
      />
      <FileInput
        label={t('finance:import.vouchers')}
        description={`${t('finance:import.vouchersHint')} · ${t('finance:voucherTypes')}`}
        placeholder={t('resource:selectFile')}
        multiple
        clearable
        accept={VOUCHER_ACCEPT}
        data-testid="import-vouchers"
        value={vouchers}
        onChange={setVouchers}
      />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      {result?.state === 'completed' && !errors.length && (
        <Alert color="green" data-testid="import-done">
          {t('finance:import.done', { count: result.okRows })}
        </Alert>
      )}
      {errors.length > 0 && (
        <DataTable
          data-testid="import-errors"
          striped
          records={errors}
          rowKey={(error) => `${error.row}-${error.message}`}
          columns={[
            { accessor: 'row', title: 'resource:importRow' },
            { accessor: 'message', title: 'resource:importReason' },
          ]}
        />
      )}
      <Group justify="flex-end">
        <Button loading={busy} onClick={submit} data-testid="import-submit">
          {t('resource:import')}
        </Button>
      </Group>
    </Stack>
  );
}
