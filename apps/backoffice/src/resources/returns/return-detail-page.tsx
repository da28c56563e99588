import { Anchor, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReturnDetail, type ReturnItem, returnEndpoints, routeTo } from '@wms/api';
import { type ColumnDefinition, DataTable, renderCell, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

const FACTS: readonly ColumnDefinition<ReturnDetail>[] = [
  { accessor: 'status', title: 'returns:statusTitle', status: { prefix: 'returns:status' } },
  { accessor: 'orderNo', title: 'returns:orderNo' },
  { accessor: 'recordNo', title: 'returns:recordNo' },
  { accessor: 'trackingNo', title: 'returns:trackingNo' },
  { accessor: 'originalTrackingNo', title: 'returns:originalTrackingNo' },
  { accessor: 'size', title: 'returns:size' },
  { accessor: 'warehouseName', title: 'returns:warehouse' },
  { accessor: 'customerCode', title: 'returns:customer' },
  { accessor: 'recipient', title: 'returns:recipient' },
  { accessor: 'address', title: 'returns:address' },
  { accessor: 'postalCode', title: 'returns:postalCode' },
  { accessor: 'logistics', title: 'returns:logistics' },
  { accessor: 'freight', title: 'returns:freight' },
  { accessor: 'returnRemarks', title: 'returns:returnRemarks' },
  { accessor: 'claimTime', title: 'returns:claimTime', kind: 'datetime' },
  { accessor: 'receiptTime', title: 'returns:receiptTime', kind: 'datetime' },
  { accessor: 'handlingDue', title: 'returns:handlingDue', kind: 'datetime' },
  { accessor: 'handledBy', title: 'returns:handledBy', status: { prefix: 'returns:handledBy' } },
  { accessor: 'handledTime', title: 'returns:handledTime', kind: 'datetime' },
];

const ITEM_COLUMNS: readonly ColumnDefinition<ReturnItem>[] = [
  { accessor: 'productNo', title: 'returns:product' },
  { accessor: 'quantity', title: 'returns:quantity' },
  { accessor: 'goodQty', title: 'returns:goodQty' },
  { accessor: 'damagedQty', title: 'returns:damagedQty' },
  { accessor: 'locationName', title: 'returns:location' },
];

/** One return (`/return/list/detail?id=`): every field of the return, its products, photos and handling. */
export function ReturnDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useApiQuery(returnEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const found = detail.data;
  return (
    <Stack p="md" data-testid="return-detail">
      <Group justify="space-between">
        <Title order={3}>{`${t('returns:detail')} ${found?.returnNo ?? ''}`}</Title>
        <Button variant="default" component={Link} to={routeTo('returns.list')}>
          {t('returns:title')}
        </Button>
      </Group>
      {found && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {FACTS.map((column) => (
              <div key={column.accessor}>
                <Text size="xs" c="dimmed">
                  {t(column.title)}
                </Text>
                <Text component="div" data-field={column.accessor}>
                  {renderCell(column, found) ?? '—'}
                </Text>
              </div>
            ))}
            {(['good', 'damaged'] as const).map((condition) => (
              <div key={condition}>
                <Text size="xs" c="dimmed">
                  {t(`returns:handling.${condition}`)}
                </Text>
                <Text data-field={`handling-${condition}`}>
                  {found.handling?.[condition] ? t(`returns:handling.${found.handling[condition]}`) : '—'}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Title order={5}>{t('returns:items')}</Title>
          <DataTable
            columns={ITEM_COLUMNS}
            records={found.items}
            loaded
            rowKey={(item) => item.productId}
            data-testid="return-items"
          />
          <Title order={5}>{t('returns:photos')}</Title>
          {found.photoFiles?.length ? (
            <Group data-testid="return-photos">
              {found.photoFiles.map((photo) => (
                <Anchor key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
                  <Image src={photo.url} alt={photo.name} h={120} w={120} fit="cover" radius="sm" />
                </Anchor>
              ))}
            </Group>
          ) : (
            <Text c="dimmed">{t('returns:noPhotos')}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
