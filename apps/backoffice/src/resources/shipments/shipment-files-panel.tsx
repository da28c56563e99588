import { Anchor, FileInput, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { SHIPMENT_FILE_KINDS, type ShipmentDetail, shipmentFileEndpoints } from '@wms/api';
import { DateText, fileToBase64, useApiMutation, useApiQuery, useCan } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Kind = (typeof SHIPMENT_FILE_KINDS)[number];

/** Attaches a packing list or photo as soon as it is chosen. */
function Upload({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('packingList');
  const upload = useApiMutation(shipmentFileEndpoints.uploadFile);
  return (
    <Group align="flex-end">
      <Select
        label={t('shipments:files.kind')}
        data={SHIPMENT_FILE_KINDS.map((k) => ({ value: k, label: t(`shipments:files.kind.${k}`) }))}
        value={kind}
        onChange={(v) => setKind((v as Kind | null) ?? 'packingList')}
        allowDeselect={false}
        w={160}
      />
      <FileInput
        label={t('shipments:files.upload')}
        data-testid="shipment-file-input"
        accept=".pdf,.xlsx,.xls,.csv,.png,.jpg,.jpeg"
        disabled={upload.isPending}
        placeholder={t('shipments:files.upload')}
        value={null}
        w={260}
        onChange={async (file) => {
          if (!file) return;
          const content = await fileToBase64(file);
          upload.mutate({ shipmentId: s.id, kind, fileName: file.name, content });
        }}
      />
    </Group>
  );
}

/** The container's packing lists and photos through the files spine, each a signed download link. */
export function ShipmentFilesPanel({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const list = useApiQuery(shipmentFileEndpoints.getFiles, { id: s.id });
  const rows = list.data ?? [];
  return (
    <Stack gap="xs" data-testid="shipment-files">
      <Title order={5}>{t('shipments:files.title')}</Title>
      {can(shipmentFileEndpoints.uploadFile) && <Upload s={s} />}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('shipments:files.none')}
        </Text>
      ) : (
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shipments:files.name')}</Table.Th>
              <Table.Th>{t('shipments:files.kind')}</Table.Th>
              <Table.Th>{t('shipments:createdTime')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f) => (
              <Table.Tr key={f.id} data-testid="shipment-file">
                <Table.Td>
                  <Anchor href={f.url} target="_blank" rel="noreferrer">
                    {f.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`shipments:files.kind.${f.kind}`)}</Table.Td>
                <Table.Td>
                  <DateText value={f.createdTime} withTime />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
