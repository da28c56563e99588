import { Button, Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../layout/dialog.tsx';

/** An export names at least 5 fields. */
export const MIN_EXPORT_FIELDS = 5;
export type ExportScope = 'all' | 'selected';

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  fields: readonly { key: string; label: MessageKey }[];
  /** Rows of the current query, and how many of them are selected. */
  total: number;
  selectedCount: number;
  /** Creates the download task; the dialog closes when it resolves. */
  onExport: (fields: string[], scope: ExportScope) => Promise<unknown>;
}

/** Pick fields (at least 5), all results or only the selection, never an empty export. */
export function exportProblem(fieldCount: number, scope: ExportScope, total: number, selected: number) {
  if (fieldCount < MIN_EXPORT_FIELDS) return 'resource:exportMinFields' as const;
  if (scope === 'selected' && selected === 0) return 'resource:selectData' as const;
  if ((scope === 'all' ? total : selected) === 0) return 'resource:exportNoData' as const;
  return null;
}

export function ExportDialog({ opened, onClose, fields, total, selectedCount, onExport }: ExportDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => fields.map((f) => f.key));
  const [scope, setScope] = useState<ExportScope>(selectedCount > 0 ? 'selected' : 'all');
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = exportProblem(chosen.length, scope, total, selectedCount);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await onExport(
        fields.map((f) => f.key).filter((key) => chosen.includes(key)),
        scope,
      );
      onClose();
    } catch {
      // The request layer has shown why; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title={t('resource:exportTitle')}>
      <Stack>
        <Radio.Group
          label={t('resource:exportScope')}
          value={scope}
          onChange={(v) => setScope(v as ExportScope)}
        >
          <Group mt={4}>
            <Radio value="all" label={t('resource:exportAll')} />
            <Radio value="selected" label={`${t('resource:exportSelected')} (${selectedCount})`} />
          </Group>
        </Radio.Group>
        <Checkbox
          label={t('resource:selectAllFields')}
          checked={chosen.length === fields.length}
          indeterminate={chosen.length > 0 && chosen.length < fields.length}
          onChange={(e) => setChosen(e.currentTarget.checked ? fields.map((f) => f.key) : [])}
        />
        <Checkbox.Group label={t('resource:exportFields')} value={chosen} onChange={setChosen}>
          <SimpleGrid cols={3} mt={4}>
            {fields.map((field) => (
              <Checkbox key={field.key} value={field.key} label={t(field.label)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {problem && (
          <Text c="red" size="sm" role="alert">
            {t(problem)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('resource:cancel')}
          </Button>
          <Button loading={busy} onClick={submit}>
            {t('resource:export')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
