import { Table, type TableProps, Text } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from './column.ts';
import { isPlainText, renderCell } from './resource-table.tsx';

/** A cell of the table's own (a radio, an input, the row's buttons), under an optional header. */
export interface CellColumn<R> {
  key: string;
  title?: MessageKey;
  /** A header that is no text to translate (`#`). */
  header?: ReactNode;
  width?: number | string;
  render: (row: R) => ReactNode;
}

/** A declared column (formatted as the resource lists format it) or a cell of the table's own. */
export type TableColumn<R> = ColumnDefinition<R> | CellColumn<R>;

export interface DataTableProps<R> extends Omit<TableProps, 'children'> {
  // the rows come from `records`; the columns are checked against them
  columns: readonly TableColumn<NoInfer<R>>[];
  records: readonly R[];
  rowKey: (row: R, index: number) => Key;
  /** Shown above the table when there are no records; by default "No data" once `loaded`. */
  empty?: ReactNode;
  /** The rows have arrived (a query's `isSuccess`): an empty table then says so, not before. */
  loaded?: boolean;
  /** Leaves the header row out: a short result list that reads without one. */
  noHeader?: boolean;
  'data-testid'?: string;
}

const keyOf = <R,>(column: TableColumn<R>) => ('key' in column ? column.key : column.accessor);

/** Dates, amounts, codes and badges keep to one line, as in the resource lists; text and own cells wrap. */
const keepsToOneLine = <R,>(column: TableColumn<R>) =>
  'accessor' in column && (column.noWrap ?? (!column.render && !isPlainText(column)));

/**
 * A plain table of records, without paging, sorting or selection (those are ResourceTable's): the
 * short lists inside dialogs and detail pages, with the columns the resource lists declare.
 */
export function DataTable<R>({
  columns,
  records,
  rowKey,
  empty,
  loaded,
  noHeader,
  ...table
}: DataTableProps<R>) {
  const { t } = useTranslation();
  const emptyText = empty ?? (loaded ? t('resource:empty') : undefined);
  return (
    <>
      {records.length === 0 && emptyText && <Text c="dimmed">{emptyText}</Text>}
      <Table withTableBorder {...table}>
        {!noHeader && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={keyOf(column)} w={column.width}>
                  {column.title ? t(column.title) : 'header' in column ? column.header : null}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {records.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td
                  key={keyOf(column)}
                  w={column.width}
                  style={keepsToOneLine(column) ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {'key' in column ? column.render(row) : renderCell(column, row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
