import { Anchor, FileInput, Group, Text } from '@mantine/core';
import { transferEndpoints } from '@wms/api';
import { useApiMutation } from '@wms/ui';
import { useTranslation } from 'react-i18next';

async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

interface Props {
  label: string;
  customerId: string;
  /** The stored file: its id and name. */
  value: { id: string; name: string } | null;
  onChange: (file: { id: string; name: string } | null) => void;
  error?: string;
  testId: string;
}

/** Uploads a document through the files spine as soon as it is chosen; the form keeps its id. */
export function TransferFileInput({ label, customerId, value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  const upload = useApiMutation(transferEndpoints.uploadFile);
  return (
    <div>
      <FileInput
        label={label}
        data-testid={testId}
        disabled={!customerId || upload.isPending}
        accept=".pdf,.xlsx,.xls,.csv,.png,.jpg,.jpeg"
        clearable
        error={error}
        placeholder={value?.name ?? t('transfer:upload')}
        value={null}
        onChange={async (file) => {
          if (!file) return onChange(null);
          try {
            onChange(
              await upload.mutateAsync({ customerId, fileName: file.name, content: await base64(file) }),
            );
          } catch {
            // The request layer has shown the refusal.
          }
        }}
      />
      {value && (
        <Group gap={4} mt={4}>
          <Text size="xs" c="dimmed" data-testid={`${testId}-name`}>
            {value.name}
          </Text>
          <Anchor size="xs" c="red" component="button" type="button" onClick={() => onChange(null)}>
            {t('transfer:removeProduct')}
          </Anchor>
        </Group>
      )}
    </div>
  );
}
