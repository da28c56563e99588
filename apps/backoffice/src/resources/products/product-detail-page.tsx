import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { productEndpoints, routeTo } from '@wms/api';
import { MissingRecord, renderCell, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formalProductsResource } from './formal-products.resource.tsx';
import { ProductHistory } from './product-history.tsx';

/** Extra facts of one product beside the list's columns. */
const MORE = [
  { accessor: 'productBarcode', title: 'products:productBarcode' },
  { accessor: 'cartonBarcode', title: 'products:cartonBarcode' },
  { accessor: 'locationType', title: 'products:locationType', status: { prefix: 'masterdata:locationType' } },
  { accessor: 'declarationAmount', title: 'products:declarationAmount', kind: 'money' },
  { accessor: 'productCube', title: 'products:productCube' },
  { accessor: 'outerBoxCube', title: 'products:outerBoxCube' },
  { accessor: 'remark', title: 'products:remark' },
] as const;

/** One formal product read-only (`/product/formal/detail?id=`): its fields, components and history. */
export function ProductDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const product = useApiQuery(productEndpoints.get, { id }, { enabled: Boolean(id) });
  const row = product.data;
  if (!id || product.isError)
    return (
      <MissingRecord
        what="products:detail"
        backTo={routeTo('products.formal')}
        backLabel="products:formal"
        notFound={Boolean(id)}
      />
    );
  return (
    <Stack p="md" data-testid="product-detail">
      <Group justify="space-between">
        <Title order={3}>{t('products:detail')}</Title>
        {row && (
          <Button component={Link} to={routeTo('products.formal-edit', { id: row.id })}>
            {t('resource:edit')}
          </Button>
        )}
      </Group>
      {row && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[...formalProductsResource.columns, ...MORE].map((column) => (
            <div key={column.accessor}>
              <Text size="xs" c="dimmed">
                {t(column.title)}
              </Text>
              <Text component="div" data-field={column.accessor}>
                {renderCell(column as never, row) ?? '—'}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
      {row && row.components.length > 0 && (
        <Text data-testid="product-detail-components">
          {t('products:components')}: {row.components.map((c) => `${c.productNo} × ${c.quantity}`).join(', ')}
        </Text>
      )}
      {row && <ProductHistory id={row.id} />}
    </Stack>
  );
}
