import { useTranslation } from 'react-i18next';
import { ExportDialog } from '../import-export/export-dialog.tsx';
import { ImportDialog } from '../import-export/import-dialog.tsx';
import { DetailDrawer } from '../layout/dialog.tsx';
import type { ListEndpoint, ResourceDefinition } from './define-resource.ts';
import { renderCell } from './resource-table.tsx';
import type { ResourceListModel } from './use-resource-list.ts';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** "Order details SO-1024": what the drawer shows, then which record. */
function detailTitle<R>(title: string, row: R | undefined, name: Extract<keyof R, string> | undefined) {
  const value = row && name ? (row as Record<string, unknown>)[name] : undefined;
  return isEmpty(value) ? title : `${title} ${String(value)}`;
}

/** The export, import and detail dialogs of a list; which one is open is list state in the URL. */
export function ListDialogs<E extends ListEndpoint>({
  resource,
  model,
}: {
  resource: ResourceDefinition<E>;
  model: ResourceListModel<E>;
}) {
  const { t } = useTranslation();
  const { state, detailRow } = model;
  return (
    <>
      {model.actions.confirmDialog}
      {resource.export && (
        <ExportDialog
          opened={state.dialog === 'export'}
          onClose={state.closeDialog}
          fields={resource.export.fields}
          total={model.total}
          selectedCount={model.selected.length}
          onExport={(fields, scope) =>
            resource.export!.run(
              { fields, scope, query: model.query as never, rows: model.selected },
              model.api,
            )
          }
        />
      )}
      {resource.import && (
        <ImportDialog
          opened={state.dialog === 'import'}
          onClose={state.closeDialog}
          definition={resource.import}
          onImported={() => model.list.refetch()}
        />
      )}
      {Object.entries(resource.forms ?? {}).map(([name, Form]) =>
        state.dialog === name ? (
          <Form
            key={name}
            rows={model.formRows}
            onClose={state.closeDialog}
            onDone={() => {
              state.closeDialog();
              model.setSelected([]);
              void model.refresh();
            }}
          />
        ) : null,
      )}
      {resource.detail && (
        <DetailDrawer
          opened={detailRow !== undefined}
          onClose={state.closeDialog}
          title={detailTitle(t(resource.detail.title), detailRow, resource.detail.name)}
          // A field the row leaves empty is left out, not shown as a bare label.
          fields={resource.detail.fields
            .filter(
              (field) =>
                detailRow !== undefined &&
                (field.render || !isEmpty((detailRow as Record<string, unknown>)[field.accessor])),
            )
            .map((field) => ({
              label: t(field.title),
              value: detailRow === undefined ? null : renderCell(field, detailRow),
            }))}
        />
      )}
    </>
  );
}
