import { PAGE_SIZES } from '@wms/api';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeText, DateText, Measure, Money, StatusBadge } from '../display/values.tsx';
import type { ColumnDefinition } from './column.ts';

/** Table max height 550 px; the header stays put while the body scrolls. */
export const TABLE_MAX_HEIGHT = 550;

type Row = Record<string, unknown>;

function Translated({ text, count }: { text: string; count?: string | number }) {
  return <>{useTranslation().t(text, count === undefined ? {} : { count })}</>;
}

/** What a declared column shows for a row: its own render, a status badge, or a formatted value. */
export function renderCell<R>(column: ColumnDefinition<R>, row: R): ReactNode {
  if (column.render) return column.render(row);
  const value = (row as Row)[column.accessor] as string | number | null | undefined;
  if (column.status) return <StatusBadge value={value} {...column.status} />;
  if (column.codeText) return <CodeText value={value} prefix={column.codeText} />;
  if (column.translate && value !== null && value !== undefined && value !== '')
    return <Translated text={`${column.translate}:${value}`} />;
  switch (column.kind) {
    case 'money':
      return <Money value={value} />;
    case 'date':
      return <DateText value={value as string} />;
    case 'datetime':
      return <DateText value={value as string} withTime />;
    case 'lb':
    case 'in':
    case 'm3':
      return <Measure value={value} unit={column.kind} />;
    case 'percent':
      return value === null || value === undefined ? '' : `${value}%`;
    case 'hours':
      return value === null || value === undefined ? '' : <Translated text="resource:hours" count={value} />;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

/** The widest a plain text column grows before its text is cut with "…". */
export const TEXT_MAX_WIDTH = 220;

export const isPlainText = <R,>(column: ColumnDefinition<R>) =>
  !column.render &&
  !column.status &&
  !column.codeText &&
  !column.translate &&
  (column.kind === undefined || column.kind === 'text') &&
  column.noWrap === undefined;

/** A text cell cut to its column: the whole text is its tooltip. */
function PlainText({ value }: { value: unknown }) {
  const text = value === null || value === undefined ? '' : String(value);
  return <span title={text}>{text}</span>;
}

export interface ResourceTableProps<R> {
  rowKey: string;
  columns: readonly ColumnDefinition<R>[];
  records: R[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  sort?: { field: string; order: 'asc' | 'desc' };
  onSort?: (sort: { field: string; order: 'asc' | 'desc' }) => void;
  fetching: boolean;
  selected?: R[];
  onSelected?: (rows: R[]) => void;
  /** The last column: the row's actions. */
  actions?: (row: R) => ReactNode;
}

export function ResourceTable<R>(props: ResourceTableProps<R>) {
  const { t } = useTranslation();
  const columns: DataTableColumn<R>[] = props.columns.map((column) => {
    const base = { accessor: column.accessor, title: t(column.title), width: column.width };
    const common = { sortable: column.sortable, render: (row: R) => renderCell(column, row) };
    // Plain text (names, addresses) keeps to one line, cut with "…" and whole on hover: a warehouse name
    // wrapped to three lines left room for five rows a screen.
    if (isPlainText(column))
      return {
        ...base,
        ...common,
        ellipsis: true,
        cellsStyle: () => ({ maxWidth: column.width ?? TEXT_MAX_WIDTH }),
        render: (row: R) => <PlainText value={(row as Row)[column.accessor]} />,
      };
    // Dates, amounts, codes and badges keep to one line; a screen's own cell wraps unless told.
    return { ...base, ...common, noWrap: column.noWrap ?? !column.render };
  });
  if (props.actions)
    columns.push({
      accessor: '__actions',
      title: t('resource:actions'),
      noWrap: true,
      render: props.actions,
    });
  const selection =
    props.selected && props.onSelected
      ? { selectedRecords: props.selected, onSelectedRecordsChange: props.onSelected }
      : {};
  return (
    <DataTable<R>
      withTableBorder
      striped
      highlightOnHover
      maxHeight={TABLE_MAX_HEIGHT}
      // Compact rows: a clerk scans a dozen orders at a glance. No column is pinned over the others: a
      // pinned actions column hid weights, freight and times beneath it; a wide table scrolls sideways.
      verticalSpacing={6}
      // The row checkbox's cell is padded 10 px by default, which alone made every row 40 px tall.
      selectionColumnStyle={{ paddingTop: 4, paddingBottom: 4 }}
      // A table wider or taller than its box scrolls: the keyboard can focus it to scroll it too.
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      minHeight={props.records.length ? undefined : 160}
      idAccessor={props.rowKey}
      columns={columns}
      records={props.records}
      fetching={props.fetching}
      noRecordsText={t('resource:empty')}
      loadingText={t('resource:loading')}
      totalRecords={props.total}
      page={props.page}
      onPageChange={(page) => props.onPage(page, props.pageSize)}
      recordsPerPage={props.pageSize}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={(size) => props.onPage(1, size)}
      recordsPerPageLabel={t('resource:pageSize')}
      paginationText={({ from, to, totalRecords }) =>
        t('resource:pageRange', { from, to, total: totalRecords })
      }
      // The library names its arrow buttons in English only.
      getPaginationControlProps={(control) => ({ 'aria-label': t(`resource:pageControl_${control}`) })}
      sortStatus={
        props.sort
          ? { columnAccessor: props.sort.field, direction: props.sort.order }
          : { columnAccessor: '', direction: 'asc' }
      }
      onSortStatusChange={(status) =>
        props.onSort?.({ field: String(status.columnAccessor), order: status.direction })
      }
      {...selection}
    />
  );
}
