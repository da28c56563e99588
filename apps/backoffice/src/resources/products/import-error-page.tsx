import { Alert, Anchor, Badge, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IMPORT_ERRORS_PAGE_SIZE, importEndpoints, routeTo } from '@wms/api';
import { DataTable, importErrorList, MissingRecord, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** The rows a product import refused (route /product/formal/import-error?taskId=…). */
export function ImportErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = params.get('taskId') ?? '';
  const api = useApi();
  const [pageIndex, setPageIndex] = useState(1);
  const result = useApiQuery(
    importEndpoints.getResult,
    { taskId, pageIndex },
    {
      enabled: Boolean(taskId),
      refetchInterval: (query) => (query.state.data?.state === 'importing' ? 1000 : false),
    },
  );
  const data = result.data;
  if (!taskId || result.isError)
    return (
      <MissingRecord
        what="products:importErrors"
        backTo={routeTo('products.formal')}
        backLabel="products:formal"
        notFound={Boolean(taskId)}
      />
    );
  return (
    <Stack p="md" data-testid="import-error-page">
      <Title order={3}>{t('products:importErrors')}</Title>
      {!data && <Text c="dimmed">{t('resource:loading')}</Text>}
      {data && (
        <>
          <Group gap="xs">
            <Text>{data.fileName}</Text>
            <Badge data-testid="import-state">{t(`products:importState.${data.state}`)}</Badge>
            <Text size="sm" data-testid="import-counts">
              {t('products:importCounts', {
                total: data.totalRows,
                ok: data.okRows,
                bad: data.errorRows,
              })}
            </Text>
          </Group>
          {data.errorTotal > 0 && (
            <Anchor
              component="button"
              type="button"
              data-testid="import-error-file"
              onClick={async () => {
                const make = importErrorList(data).errorFile;
                if (make) globalThis.open(await make(api), '_blank');
              }}
            >
              {t('resource:importErrorFile')}
            </Anchor>
          )}
          {data.reason && (
            <Alert color="red" data-testid="import-reason">
              {data.reason}
            </Alert>
          )}
          <DataTable
            data-testid="import-error-rows"
            striped
            records={data.errors}
            rowKey={(error) => `${error.row}-${error.column}`}
            columns={[
              { accessor: 'row', title: 'resource:importRow' },
              { accessor: 'columnLabel', title: 'products:importColumn' },
              { accessor: 'message', title: 'resource:importReason' },
            ]}
          />
          {data.errorTotal > IMPORT_ERRORS_PAGE_SIZE && (
            <Pagination
              data-testid="import-error-pages"
              total={Math.ceil(data.errorTotal / IMPORT_ERRORS_PAGE_SIZE)}
              value={pageIndex}
              onChange={setPageIndex}
            />
          )}
        </>
      )}
    </Stack>
  );
}
