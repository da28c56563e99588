import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { DownloadTask } from '@wms/api';
import { createI18n } from '@wms/i18n';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { checkFeedbackFiles } from '../dashboard/feedback-widget.tsx';
import { downloaded, REVIEW_WAIT_MS, reviewWait } from './review-wait.ts';
import { taskStatus } from './task-status.ts';
import { TaskReason, TaskStatusBadge } from './task-status-badge.tsx';

const finished = '2026-11-22T10:00:00.000Z';
const at = (ms: number) => new Date(finished).getTime() + ms;
const task = (over: Partial<DownloadTask> = {}): DownloadTask => ({
  id: '0190f3b4-0000-7000-8000-000000000001',
  kind: 'export',
  type: 'export:order',
  filename: 'orders.xlsx',
  suffix: 'xlsx',
  path: '/files/x?expires=1&signature=s',
  fileStatus: 2,
  state: 'completed',
  process: 100,
  errorMessage: null,
  errorParams: null,
  createdTime: finished,
  finishedTime: finished,
  ...over,
});

describe('download review wait and task-center statuses', () => {
  it('lets a file be reviewed only 10 s after it finished', () => {
    expect(REVIEW_WAIT_MS).toBe(10_000);
    expect(reviewWait(task(), at(0))).toBe(10);
    expect(reviewWait(task(), at(9_001))).toBe(1);
    expect(reviewWait(task(), at(10_000))).toBe(0);
    expect(
      reviewWait(task({ fileStatus: 1, state: 'running', path: '', finishedTime: null }), at(0)),
    ).toBeNull();
  });

  it('names download, import and sync states as the task center does', () => {
    localStorage.clear();
    expect(taskStatus(task({ fileStatus: 1, state: 'running' }), at(0)).label).toBe(
      'tasks:download.generating',
    );
    expect(taskStatus(task(), at(5_000)).label).toBe('tasks:download.completed');
    expect(taskStatus(task(), at(11_000)).label).toBe('tasks:download.completed');
    downloaded.add(task().id);
    expect(taskStatus(task(), at(11_000)).label).toBe('tasks:download.completed');
    expect(taskStatus(task({ fileStatus: 3, state: 'cancelled' }), at(0)).label).toBe(
      'tasks:download.failed',
    );
    expect(taskStatus(task({ kind: 'import', fileStatus: 1 }), at(0)).label).toBe('tasks:import.importing');
    expect(taskStatus(task({ kind: 'import', fileStatus: 3 }), at(0)).label).toBe('tasks:import.failed');
    expect(taskStatus(task({ kind: 'sync', fileStatus: 1 }), at(0)).label).toBe('tasks:sync.running');
  });

  it("shows a failed import's reason with its figures, in either language", () => {
    const failed = task({
      kind: 'import',
      fileStatus: 3,
      state: 'failed',
      path: '',
      errorMessage: 'IMPORT_HAS_ERRORS',
      errorParams: { count: 3 },
    });
    const html = (language: 'en' | 'zh-CN', node: React.ReactNode) => {
      const { container } = render(
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider>{node}</MantineProvider>
        </I18nextProvider>,
      );
      const text = container.textContent ?? '';
      cleanup();
      return text;
    };
    expect(html('en', <TaskStatusBadge task={failed} />)).toContain(
      'Failed: Errors in 3 row(s); nothing was imported',
    );
    expect(html('en', <TaskReason task={failed} />)).toContain('Errors in 3 row(s); nothing was imported');
    expect(html('zh-CN', <TaskReason task={failed} />)).toContain('3');
    expect(html('zh-CN', <TaskReason task={failed} />)).not.toContain('{{');
  });

  it('accepts png, jpg, jpeg and zip feedback files of 10 MB at most, 3 at most', () => {
    const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    expect(checkFeedbackFiles([file('a.png'), file('b.JPG'), file('c.zip')])).toBeNull();
    expect(checkFeedbackFiles([file('a.gif')])).toBe('home:feedback.format');
    expect(checkFeedbackFiles([file('a.jpeg', 10 * 1024 * 1024 + 1)])).toBe('home:feedback.tooLarge');
    expect(checkFeedbackFiles([file('a.png'), file('b.png'), file('c.png'), file('d.png')])).toBe(
      'home:feedback.tooMany',
    );
  });
});
