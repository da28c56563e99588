import { Button, FileInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  dashboardEndpoints,
  FEEDBACK_EXTENSIONS,
  FEEDBACK_MAX_BYTES,
  FEEDBACK_MAX_FILES,
  feedbackInput,
  feedbackTypes,
} from '@wms/api';
import { useApi, useApiMutation, useCan, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card.tsx';

const ACCEPT = FEEDBACK_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Png, jpg, jpeg or zip; 10 MB each; at most 3. Returns the message key of the first problem. */
export function checkFeedbackFiles(files: readonly File[]): string | null {
  if (files.length > FEEDBACK_MAX_FILES) return 'home:feedback.tooMany';
  for (const file of files) {
    const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(FEEDBACK_EXTENSIONS as readonly string[]).includes(ext)) return 'home:feedback.format';
    if (file.size > FEEDBACK_MAX_BYTES) return 'home:feedback.tooLarge';
  }
  return null;
}

async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The feedback form: attachments are uploaded one by one, then the feedback names them. */
export function FeedbackWidget() {
  const { t } = useTranslation();
  const api = useApi();
  const can = useCan();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const send = useApiMutation(dashboardEndpoints.createFeedback);
  const form = useZodForm(feedbackInput, {
    initialValues: { type: 'bug', description: '', email: '', fileIds: [] as string[] },
  });
  if (!can(dashboardEndpoints.createFeedback)) return null;
  const submit = form.onSubmit(async (values) => {
    if (checkFeedbackFiles(files)) return;
    setUploading(true);
    try {
      const fileIds: string[] = [];
      for (const file of files) {
        const stored = await api.call(dashboardEndpoints.uploadFeedbackFile, {
          fileName: file.name,
          content: await base64(file),
        });
        fileIds.push(stored.id);
      }
      await send.mutateAsync(feedbackInput.parse({ ...values, fileIds }));
      form.reset();
      setFiles([]);
    } finally {
      setUploading(false);
    }
  });
  return (
    <WidgetCard titleKey="home:widget.feedback" testId="feedback">
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Select
            label={t('home:feedback.type')}
            data={feedbackTypes.map((type) => ({ value: type, label: t(`home:feedback.type.${type}`) }))}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
          <Textarea
            label={t('home:feedback.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <TextInput label={t('home:feedback.email')} type="email" {...form.getInputProps('email')} />
          <FileInput
            label={t('home:feedback.files')}
            multiple
            clearable
            accept={ACCEPT}
            value={files}
            error={fileError ? t(fileError) : undefined}
            onChange={(picked) => {
              setFiles(picked);
              setFileError(checkFeedbackFiles(picked));
            }}
          />
          <Button type="submit" loading={uploading} disabled={Boolean(fileError)}>
            {t('home:feedback.submit')}
          </Button>
        </Stack>
      </form>
    </WidgetCard>
  );
}
