import { FileInput } from '@mantine/core';
import { type accountEndpoints, type miscFeeEndpoints, VOUCHER_EXTENSIONS } from '@wms/api';
import { useApiMutation } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ACCEPT = VOUCHER_EXTENSIONS.map((e) => `.${e}`).join(',');

export async function base64Of(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

type UploadEndpoint = typeof miscFeeEndpoints.uploadVoucher | typeof accountEndpoints.uploadVoucher;

/**
 * The voucher of an audited record (a fee or a recharge): a picked file is stored through the record's
 * upload call when the form is saved, else the record keeps the voucher it has.
 */
export function useVoucher(upload: UploadEndpoint, current: { voucherFileId: string | null } | undefined) {
  const store = useApiMutation(upload);
  const [file, setFile] = useState<File | null>(null);
  return {
    file,
    setFile,
    /** The voucher file id to save with the record. */
    async fileId(): Promise<string | null> {
      if (!file) return current?.voucherFileId ?? null;
      const stored = await store.mutateAsync({ fileName: file.name, content: await base64Of(file) });
      return stored.id;
    },
  };
}

export function VoucherInput({
  voucher,
  currentName,
  testId,
}: {
  voucher: ReturnType<typeof useVoucher>;
  currentName?: string | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <FileInput
      label={t('finance:voucher')}
      description={t('finance:voucherTypes')}
      accept={ACCEPT}
      clearable
      data-testid={testId}
      placeholder={currentName ?? t('finance:uploadVoucher')}
      value={voucher.file}
      onChange={voucher.setFile}
    />
  );
}
