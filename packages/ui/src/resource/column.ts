import type { MessageKey } from '@wms/i18n';
import type { ReactNode } from 'react';

type KeyOf<T> = Extract<keyof T, string>;

export type CellKind = 'text' | 'money' | 'date' | 'datetime' | 'lb' | 'in' | 'm3' | 'percent' | 'hours';

export interface ColumnDefinition<R> {
  accessor: KeyOf<R>;
  title: MessageKey;
  kind?: CellKind;
  /** A status column: the label is `${status.prefix}.${value}`, e.g. `tasks:fileStatus.2`. */
  status?: { prefix: string; colors?: Record<string, string> };
  /** A code shown as plain text through `${codeText}.${value}`, e.g. `inventory:source.pickList`. */
  codeText?: string;
  /** A code shown through i18n as `${translate}:${value}`, e.g. an error code under `errors`. */
  translate?: string;
  sortable?: boolean;
  width?: number | string;
  /** Keeps the cell on one line (codes, dates, badges); the table scrolls sideways when it must. */
  noWrap?: boolean;
  render?: (row: R) => ReactNode;
}
