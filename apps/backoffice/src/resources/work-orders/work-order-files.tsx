import { FileInput } from '@mantine/core';
import {
  type ApiClient,
  WORK_ORDER_FILE_MAX_BYTES,
  WORK_ORDER_FILE_PATTERN,
  WORK_ORDER_FILES_MAX,
  workOrderEndpoints,
} from '@wms/api';
import { useTranslation } from 'react-i18next';

/** The message key of the first rule the picked files break, or null. */
export function checkFiles(files: readonly File[]): string | null {
  if (files.length > WORK_ORDER_FILES_MAX) return 'workOrders:tooManyFiles';
  for (const file of files) {
    if (!WORK_ORDER_FILE_PATTERN.test(file.name)) return 'workOrders:fileFormat';
    if (file.size > WORK_ORDER_FILE_MAX_BYTES) return 'workOrders:fileTooLarge';
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

/** Uploads the picked files one by one (as files of the ticket's customer) and gives their ids. */
export async function uploadFiles(api: ApiClient, files: readonly File[], customerId?: string) {
  const ids: string[] = [];
  for (const file of files) {
    const stored = await api.call(workOrderEndpoints.uploadFile, {
      fileName: file.name,
      content: await base64(file),
      customerId,
    });
    ids.push(stored.id);
  }
  return ids;
}

/** Attachment picker with the ticket file rules (png, jpg, jpeg, pdf, zip; 10 MB; at most 3). */
export function AttachmentInput({
  value,
  onChange,
  testId,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const error = checkFiles(value);
  return (
    <FileInput
      label={t('workOrders:attachment')}
      multiple
      clearable
      accept=".png,.jpg,.jpeg,.pdf,.zip"
      value={value}
      error={error ? t(error) : undefined}
      onChange={onChange}
      data-testid={testId}
    />
  );
}
