import { FileInput, Group, Select, TextInput } from '@mantine/core';
import { type Contract, CURRENCIES, contractEndpoints, contractInput } from '@wms/api';
import {
  CustomerSelect,
  DateField,
  FormDialog,
  type ResourceFormProps,
  useApiMutation,
  useZodForm,
} from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** A new contract: number, validity, signer and signing time, the signed PDF, account set and currency. */
export function ContractDialog({ onClose, onDone }: ResourceFormProps<Contract>) {
  const { t } = useTranslation();
  const upload = useApiMutation(contractEndpoints.uploadFile);
  const create = useApiMutation(contractEndpoints.create);
  const [file, setFile] = useState<File | null>(null);
  const form = useZodForm(contractInput, {
    initialValues: {
      customerId: '',
      contractNo: '',
      validFrom: '',
      validTo: '',
      signer: '',
      signTime: '',
      fileId: null,
      accountSet: '',
      currency: 'USD',
    },
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const fileId = file
        ? (await upload.mutateAsync({ fileName: file.name, content: await base64(file) })).id
        : null;
      await create.mutateAsync({ ...contractInput.parse(values), fileId });
      onDone();
    } catch {
      // The request layer has shown the refusal; the dialog keeps what was typed.
    }
  });
  const input = (name: string) => form.getInputProps(name);
  return (
    <FormDialog
      title={t('customers:contract.add')}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || upload.isPending}
    >
      <CustomerSelect label={t('customers:customer')} withAsterisk {...input('customerId')} />
      <TextInput label={t('customers:contractNo')} withAsterisk {...input('contractNo')} />
      <Group grow>
        <DateField label={t('customers:contract.validFrom')} withAsterisk {...input('validFrom')} />
        <DateField label={t('customers:validTime')} withAsterisk {...input('validTo')} />
      </Group>
      <Group grow>
        <TextInput label={t('customers:signer')} withAsterisk {...input('signer')} />
        <TextInput
          type="datetime-local"
          label={t('customers:signTime')}
          withAsterisk
          value={form.getValues().signTime.slice(0, 16)}
          error={form.errors.signTime}
          onChange={(e) =>
            form.setFieldValue(
              'signTime',
              e.currentTarget.value ? new Date(e.currentTarget.value).toISOString() : '',
            )
          }
        />
      </Group>
      <FileInput
        label={t('customers:contract.file')}
        description={t('customers:contractFileRule')}
        accept="application/pdf,.pdf"
        clearable
        value={file}
        onChange={setFile}
        data-testid="contract-file"
      />
      <Group grow>
        <TextInput label={t('customers:accountSet')} {...input('accountSet')} />
        <Select
          label={t('customers:currency')}
          data={[...CURRENCIES]}
          allowDeselect={false}
          {...input('currency')}
        />
      </Group>
    </FormDialog>
  );
}
