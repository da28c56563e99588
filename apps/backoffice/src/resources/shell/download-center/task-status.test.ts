import type { DownloadTask } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { taskStatus } from './task-status.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const task = (fields: Partial<DownloadTask>): DownloadTask => ({
  id: '01a21450-0000-7000-8000-000000000001',
  kind: 'export',
  type: 'orders',
  filename: 'orders.xlsx',
  suffix: 'xlsx',
  path: '',
  fileStatus: 1,
  state: 'running',
  process: 40,
  errorMessage: null,
  errorParams: null,
  createdTime: '2026-11-25T11:59:00Z',
  finishedTime: null,
  ...fields,
});
const label = (fields: Partial<DownloadTask>) => taskStatus(task(fields), NOW).label;

/** The task center's download, import and sync statuses. */
describe('task-center status', () => {
  it('names a download generating, completed as soon as its file is made (as the completed tab counts it), or failed', () => {
    expect(label({})).toBe('tasks:download.generating');
    const done = { fileStatus: 2, state: 'completed', path: '/files/x', process: 100 } as const;
    expect(label({ ...done, finishedTime: '2026-11-25T11:59:55Z' })).toBe('tasks:download.completed');
    expect(label({ ...done, finishedTime: '2026-11-25T11:59:49Z' })).toBe('tasks:download.completed');
    expect(label({ fileStatus: 3, state: 'failed' })).toBe('tasks:download.failed');
  });

  it('names an import (and a batch shipment) importing, completed or failed with its reason', () => {
    for (const kind of ['import', 'shipment'] as const) {
      expect(label({ kind })).toBe('tasks:import.importing');
      expect(label({ kind, fileStatus: 2, state: 'completed' })).toBe('tasks:import.completed');
      expect(label({ kind, fileStatus: 3, state: 'failed', errorMessage: 'X' })).toBe('tasks:import.failed');
    }
  });

  it('names a running sync as running', () => {
    expect(label({ kind: 'sync' })).toBe('tasks:sync.running');
  });
});
