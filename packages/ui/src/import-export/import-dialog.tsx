import { Anchor, Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiClient } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../data/api-context.tsx';
import { AppDialog } from '../layout/dialog.tsx';
import { DataTable } from '../resource/data-table.tsx';

export interface ImportRowError {
  row: number;
  message: string;
}

/**
 * The zh and en templates of an import type: fixed URLs, or a call that returns a signed link (the server
 * builds templates on request), opened when the user clicks.
 */
export type TemplateLinks =
  | { zh: string; en: string }
  | ((locale: 'zh-CN' | 'en', api: ApiClient) => Promise<string>);

/** An import of a list, each type with a zh and an en template. */
export interface ImportDefinition {
  types: readonly { value: string; label: MessageKey; templates?: TemplateLinks }[];
  /** Accepted extensions, e.g. `['.xlsx', '.xls']`. */
  accept: readonly string[];
  maxBytes?: number;
  /** Files sent with the workbook for some types (documents its rows name by file name). */
  attachments?: { label: MessageKey; hint?: MessageKey; accept: readonly string[]; types: readonly string[] };
  run: (
    request: { type: string; file: File; attachments: File[] },
    api: ApiClient,
  ) => Promise<ImportOutcome | undefined>;
}

/** What a finished import shows: its rows in error (one page), and where the whole list is. */
export interface ImportOutcome {
  errors?: ImportRowError[];
  errorPage?: string;
  /** Lines in the whole error list, when `errors` holds only the first of them. */
  errorTotal?: number;
  /** A signed link to every line in error as a workbook, made when the user asks. */
  errorFile?: (api: ApiClient) => Promise<string>;
}

/** An upload type and a file must be chosen; the format and size are checked first. */
export function importProblem(definition: ImportDefinition, type: string | null, file: File | null) {
  if (!type) return 'resource:selectUploadType' as const;
  if (!file) return 'resource:selectFile' as const;
  const name = file.name.toLowerCase();
  if (!definition.accept.some((ext) => name.endsWith(ext.toLowerCase())))
    return 'resource:uploadFormat' as const;
  if (definition.maxBytes && file.size > definition.maxBytes) return 'resource:uploadTooLarge' as const;
  return null;
}

export function ImportDialog(props: {
  opened: boolean;
  onClose: () => void;
  definition: ImportDefinition;
  onImported?: () => void;
}) {
  const { t } = useTranslation();
  const { definition } = props;
  const api = useApi();
  const [type, setType] = useState<string | null>(
    definition.types.length === 1 ? definition.types[0]!.value : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [attached, setAttached] = useState<File[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [errorPage, setErrorPage] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<ImportOutcome | undefined>();
  const [busy, setBusy] = useState(false);
  const templates = definition.types.find((item) => item.value === type)?.templates;
  const attachments = type && definition.attachments?.types.includes(type) ? definition.attachments : null;
  const size = `${Math.round((definition.maxBytes ?? 0) / 1024 / 1024)}M`;

  const submit = async () => {
    const found = importProblem(definition, type, file);
    setProblem(found);
    if (found || !type || !file) return;
    setBusy(true);
    try {
      const result = await definition.run({ type, file, attachments: attachments ? attached : [] }, api);
      setErrors(result?.errors ?? []);
      setErrorPage(result?.errorPage);
      setOutcome(result);
      props.onImported?.();
      if (!result?.errors?.length) {
        // The import-record notice (the task center keeps the import's record).
        notifications.show({ color: 'green', message: t('resource:importRecordNotice') });
        props.onClose();
      }
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t('resource:importTitle')}>
      <Stack>
        <Select
          label={t('resource:uploadType')}
          placeholder={t('resource:selectPlaceholder')}
          withAsterisk
          data={definition.types.map((item) => ({ value: item.value, label: t(item.label) }))}
          value={type}
          onChange={setType}
        />
        {templates && (
          <Group gap="md">
            <Text size="sm">{t('resource:downloadTemplate')}</Text>
            <TemplateLink templates={templates} locale="zh-CN" label={t('resource:templateZh')} />
            <TemplateLink templates={templates} locale="en" label={t('resource:templateEn')} />
          </Group>
        )}
        <FileInput
          label={t('resource:file')}
          placeholder={t('resource:selectFile')}
          withAsterisk
          clearable
          accept={definition.accept.join(',')}
          value={file}
          onChange={setFile}
        />
        {attachments && (
          <FileInput
            label={t(attachments.label)}
            description={attachments.hint && t(attachments.hint)}
            placeholder={t('resource:selectFile')}
            multiple
            clearable
            accept={attachments.accept.join(',')}
            value={attached}
            onChange={setAttached}
            data-testid="import-attachments"
          />
        )}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {t(problem, { size })}
          </Text>
        )}
        {errors.length > 0 && errorPage && (
          <Anchor href={errorPage} data-testid="import-error-page">
            {t('resource:importErrorPage')}
          </Anchor>
        )}
        {errors.length > 0 && outcome?.errorFile && (
          <Group gap="md">
            {(outcome.errorTotal ?? 0) > errors.length && (
              <Text size="sm" data-testid="import-errors-shown">
                {t('resource:importErrorsShown', { shown: errors.length, total: outcome.errorTotal })}
              </Text>
            )}
            <ErrorFileLink make={outcome.errorFile} />
          </Group>
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
          <Button variant="default" onClick={props.onClose}>
            {t('resource:close')}
          </Button>
          <Button loading={busy} onClick={submit}>
            {t('resource:import')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

/** Every line in error as a workbook, made by the server when clicked. */
function ErrorFileLink(props: { make: (api: ApiClient) => Promise<string> }) {
  const { t } = useTranslation();
  const api = useApi();
  const open = async () => {
    try {
      globalThis.open(await props.make(api), '_blank');
    } catch {
      // Shown by the request layer.
    }
  };
  return (
    <Anchor component="button" type="button" onClick={open} data-testid="import-error-file">
      {t('resource:importErrorFile')}
    </Anchor>
  );
}

function TemplateLink(props: { templates: TemplateLinks; locale: 'zh-CN' | 'en'; label: string }) {
  const api = useApi();
  const { templates, locale } = props;
  if (typeof templates !== 'function') {
    return (
      <Anchor href={locale === 'en' ? templates.en : templates.zh} download>
        {props.label}
      </Anchor>
    );
  }
  const open = async () => {
    try {
      globalThis.open(await templates(locale, api), '_blank');
    } catch {
      // Shown by the request layer.
    }
  };
  return (
    <Anchor component="button" type="button" onClick={open}>
      {props.label}
    </Anchor>
  );
}
