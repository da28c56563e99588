import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { PRINT_DPIS, type PrintDpi } from '@wms/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HelperPrinter, helperPrinters } from './print-helper-client.ts';
import { type PrinterSettings, printStore, usePrint } from './print-store.ts';

const HELPER_COLORS = { checking: 'gray', missing: 'red', unpaired: 'orange', ready: 'green' } as const;
const LABEL_SIZES = ['4x6', '4x4', '4x2'] as const;

/** The printers of this user on this workstation: helper port and token, label and A4 printers, size, DPI. */
export function PrinterSettingsDialog() {
  const { t } = useTranslation('print');
  const { settingsOpen, settings, helper, notice } = usePrint();
  const [draft, setDraft] = useState<PrinterSettings>(settings);
  const [printers, setPrinters] = useState<HelperPrinter[]>([]);
  const [spooler, setSpooler] = useState<string | null>(null);
  const change = (patch: Partial<PrinterSettings>) => setDraft((d) => ({ ...d, ...patch }));

  // the dialog edits a copy of the stored settings and lists the helper's printers each time it opens
  useEffect(() => {
    if (!settingsOpen) return;
    setDraft(settings);
    void printStore.detect().then(async (state) => {
      if (state !== 'ready') return;
      const list = await helperPrinters({ port: settings.port, token: settings.token });
      setPrinters(list.printers);
      setSpooler(list.spooler.available ? null : list.spooler.reason);
    });
  }, [settingsOpen, settings]);

  const options = printers.map((p) => ({
    value: p.name,
    label: p.host ? `${p.name} (${p.host}:${p.port})` : p.name,
  }));
  const printerField = (field: 'labelPrinter' | 'documentPrinter', kind: HelperPrinter['kind'] | null) =>
    options.length ? (
      <Select
        label={t(field)}
        data={options.filter((o) => !kind || printers.find((p) => p.name === o.value)?.kind === kind)}
        value={draft[field] || null}
        onChange={(value) => change({ [field]: value ?? '' })}
        clearable
      />
    ) : (
      <TextInput
        label={t(field)}
        value={draft[field]}
        onChange={(e) => change({ [field]: e.currentTarget.value })}
      />
    );

  return (
    <Modal opened={settingsOpen} onClose={() => printStore.openSettings(false)} title={t('settings')}>
      <Stack gap="sm" data-testid="printer-settings">
        <Group gap="xs">
          <Text size="sm">{t('helper')}</Text>
          <Badge color={HELPER_COLORS[helper]} data-testid="print-helper-state" data-state={helper}>
            {t(`helper.${helper}`)}
          </Badge>
        </Group>
        {notice && <Alert color="orange">{t(notice)}</Alert>}
        <Group grow>
          <NumberInput
            label={t('port')}
            value={draft.port}
            min={1}
            max={65535}
            onChange={(v) => change({ port: Number(v) })}
          />
          <TextInput
            label={t('token')}
            value={draft.token}
            onChange={(e) => change({ token: e.currentTarget.value.trim() })}
          />
        </Group>
        {printerField('labelPrinter', 'zpl')}
        {printerField('documentPrinter', null)}
        {spooler && (
          <Text size="xs" c="dimmed">
            {t('spoolerUnsupported', { reason: spooler })}
          </Text>
        )}
        <Group grow>
          <Select
            label={t('labelSize')}
            data={[...LABEL_SIZES]}
            value={draft.labelSize}
            onChange={(value) => value && change({ labelSize: value as PrinterSettings['labelSize'] })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('dpi')}
            </Text>
            <SegmentedControl
              data={PRINT_DPIS.map(String)}
              value={String(draft.dpi)}
              onChange={(value) => change({ dpi: Number(value) as PrintDpi })}
            />
          </Stack>
        </Group>
        <TextInput
          label={t('companyPrefix')}
          value={draft.companyPrefix}
          onChange={(e) => change({ companyPrefix: e.currentTarget.value.replace(/\D/g, '').slice(0, 10) })}
        />
        <Group justify="flex-end">
          <Button onClick={() => printStore.saveSettings(draft)}>{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
