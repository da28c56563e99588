import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListEndpoint, ResourceDefinition, RowOf } from './define-resource.ts';
import { FilterBar } from './filter-bar.tsx';
import { ListDialogs } from './list-dialogs.tsx';
import { ResourceTable } from './resource-table.tsx';
import { ResourceToolbar } from './resource-toolbar.tsx';
import { RowActions } from './row-actions.tsx';
import { StatusTabs } from './status-tabs.tsx';
import { type ResourceListModel, useResourceList } from './use-resource-list.ts';

/** Renders a resource declaration: tabs, filters, toolbar, table, pager and dialogs, all from the URL. */
export function ResourceList<E extends ListEndpoint>({ resource }: { resource: ResourceDefinition<E> }) {
  const { t } = useTranslation();
  const model = useResourceList(resource);
  const { state, list } = model;
  return (
    <Stack gap="xs" data-testid={`resource-${resource.name}`}>
      {resource.tabs && (
        <StatusTabs
          items={resource.tabs.items}
          value={state.raw[resource.tabs.field]}
          counts={model.counts}
          onChange={model.selectTab}
        />
      )}
      {resource.filters?.length ? (
        <FilterBar
          filters={resource.filters as never}
          values={model.filterValues}
          onSearch={model.search}
          onReset={model.reset}
        />
      ) : null}
      {model.toolbar.length > 0 && (
        <ResourceToolbar
          actions={model.toolbar}
          onRun={async (action) => {
            const done = await model.actions.runToolbar(action, model.selected, (dialog) =>
              state.openDialog(dialog),
            );
            // The moved or deleted rows may have left the list.
            if (done && !action.dialog) model.setSelected([]);
          }}
        />
      )}
      {list.isError && !list.data ? (
        <Alert color="red" title={t('resource:loadError')} data-testid="list-error">
          <Group justify="space-between">
            <span>{list.error.message}</span>
            <Button size="xs" variant="white" onClick={() => list.refetch()}>
              {t('resource:retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <ListTable resource={resource} model={model} />
      )}
      <ListDialogs resource={resource} model={model} />
    </Stack>
  );
}

function ListTable<E extends ListEndpoint>({
  resource,
  model,
}: {
  resource: ResourceDefinition<E>;
  model: ResourceListModel<E>;
}) {
  const { state } = model;
  const hasActions = model.rowActions.length > 0 || resource.detail !== undefined;
  return (
    <ResourceTable<RowOf<E>>
      rowKey={resource.rowKey}
      columns={resource.columns}
      records={model.rows}
      total={model.total}
      page={state.pageIndex}
      pageSize={state.pageSize}
      onPage={(page, size) => state.setPage(page, size)}
      sort={state.sort}
      onSort={state.setSort}
      fetching={model.list.isFetching}
      {...(resource.selectable ? { selected: model.selected, onSelected: model.setSelected } : {})}
      actions={
        hasActions
          ? (row) => (
              <RowActions
                row={row}
                actions={model.rowActions}
                onRun={(action) =>
                  model.actions.runRow(action, row, (dialog) =>
                    state.openDialog(dialog, String(row[resource.rowKey])),
                  )
                }
                onDetail={
                  resource.detail ? () => state.openDialog('detail', String(row[resource.rowKey])) : undefined
                }
              />
            )
          : undefined
      }
    />
  );
}
