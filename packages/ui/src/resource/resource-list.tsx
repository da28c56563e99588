import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useCan } from '../data/api-context.tsx';
import { useApiQuery } from '../data/use-api.ts';
import { ExportDialog } from '../import-export/export-dialog.tsx';
import { ImportDialog } from '../import-export/import-dialog.tsx';
import { DetailDrawer } from '../layout/dialog.tsx';
import type { ListEndpoint, ResourceDefinition, RowOf } from './define-resource.ts';
import { FilterBar } from './filter-bar.tsx';
import { useListState } from './list-state.ts';
import { ResourceTable, renderCell } from './resource-table.tsx';
import { RowActions } from './row-actions.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { useRunAction } from './use-run-action.tsx';
import { useTabCounts } from './use-tab-counts.ts';

type Raw = Record<string, unknown>;

/** Renders a resource declaration: tabs, filters, toolbar, table, pager and dialogs, all from the URL. */
export function ResourceList<E extends ListEndpoint>({ resource }: { resource: ResourceDefinition<E> }) {
  const { t } = useTranslation();
  const api = useApi();
  const can = useCan();
  const state = useListState(resource.list.input);
  const list = useApiQuery(resource.list, state.query as never, { placeholderData: (previous) => previous });
  const data = list.data as { items: RowOf<E>[]; total: number } | undefined;
  const [selected, setSelected] = useState<RowOf<E>[]>([]);
  const actions = useRunAction(resource.list.path);
  const tabField = resource.tabs?.field;
  const filterValues = Object.fromEntries(
    Object.entries(state.raw).filter(([key]) => !['pageIndex', 'pageSize', 'sort', tabField].includes(key)),
  );
  const counts = useTabCounts(resource.list, resource.tabs as never, filterValues);
  const rows = data?.items ?? [];
  const detailRow =
    state.dialog === 'detail' ? rows.find((r) => String(r[resource.rowKey]) === state.dialogId) : undefined;
  const toolbar = resource.toolbarList.filter((action) => can(action.endpoint));
  const setFilters = (values: Raw) => {
    setSelected([]);
    state.setFilters(values);
  };

  return (
    <Stack gap="sm" data-testid={`resource-${resource.name}`}>
      {resource.tabs && (
        <StatusTabs
          items={resource.tabs.items}
          value={state.raw[resource.tabs.field]}
          counts={counts}
          onChange={(value) => setFilters({ ...filterValues, [resource.tabs!.field]: value })}
        />
      )}
      {resource.filters?.length ? (
        <FilterBar
          filters={resource.filters as never}
          values={filterValues}
          onSearch={(values) =>
            setFilters({ ...values, ...(tabField ? { [tabField]: state.raw[tabField] } : {}) })
          }
          onReset={() => setFilters(tabField ? { [tabField]: state.raw[tabField] } : {})}
        />
      ) : null}
      {toolbar.length > 0 && (
        <Group gap="xs" data-testid="toolbar">
          {toolbar.map((action) => (
            <Button
              key={action.name}
              variant="light"
              color={action.color}
              onClick={() => actions.runToolbar(action, selected, (dialog) => state.openDialog(dialog))}
            >
              {t(action.label)}
            </Button>
          ))}
        </Group>
      )}
      {list.isError && !data ? (
        <Alert color="red" title={t('resource:loadError')} data-testid="list-error">
          <Group justify="space-between">
            <span>{list.error.message}</span>
            <Button size="xs" variant="white" onClick={() => list.refetch()}>
              {t('resource:retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ResourceTable<RowOf<E>>
          rowKey={resource.rowKey}
          columns={resource.columns}
          records={rows}
          total={data?.total ?? 0}
          page={state.pageIndex}
          pageSize={state.pageSize}
          onPage={(page, size) => state.setPage(page, size)}
          sort={state.sort}
          onSort={state.setSort}
          fetching={list.isFetching}
          {...(resource.selectable ? { selected, onSelected: setSelected } : {})}
          actions={
            resource.rowActionList.length || resource.detail
              ? (row) => (
                  <RowActions
                    row={row}
                    actions={resource.rowActionList.filter((action) => can(action.endpoint))}
                    onRun={(action) => actions.runRow(action, row)}
                    onDetail={
                      resource.detail
                        ? () => state.openDialog('detail', String(row[resource.rowKey]))
                        : undefined
                    }
                  />
                )
              : undefined
          }
        />
      )}
      {actions.confirmDialog}
      {resource.export && (
        <ExportDialog
          opened={state.dialog === 'export'}
          onClose={state.closeDialog}
          fields={resource.export.fields}
          total={data?.total ?? 0}
          selectedCount={selected.length}
          onExport={(fields, scope) =>
            resource.export!.run({ fields, scope, query: state.query as never, rows: selected }, api)
          }
        />
      )}
      {resource.import && (
        <ImportDialog
          opened={state.dialog === 'import'}
          onClose={state.closeDialog}
          definition={resource.import}
          onImported={() => list.refetch()}
        />
      )}
      {resource.detail && (
        <DetailDrawer
          opened={detailRow !== undefined}
          onClose={state.closeDialog}
          title={t(resource.detail.title)}
          fields={resource.detail.fields.map((field) => ({
            label: t(field.title),
            value: detailRow === undefined ? null : renderCell(field, detailRow),
          }))}
        />
      )}
    </Stack>
  );
}
