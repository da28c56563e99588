import type { DownloadTask } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { downloaded, reviewWait } from './review-wait.ts';

/**
 * Spec §4 task-center statuses. Download: generating while queued or running, downloading during the
 * 10-second review wait, to download until this browser opened the file, then completed; failed.
 * Import: importing, completed, failed with its reason. Sync: running.
 */
export function taskStatus(task: DownloadTask, now: number): { label: MessageKey; color: string } {
  if (task.kind === 'sync' && task.fileStatus === 1) return { label: 'tasks:sync.running', color: 'blue.9' };
  if (task.kind === 'import' || task.kind === 'shipment') {
    if (task.fileStatus === 1) return { label: 'tasks:import.importing', color: 'blue.9' };
    if (task.fileStatus === 2) return { label: 'tasks:import.completed', color: 'teal.9' };
    return { label: 'tasks:import.failed', color: 'red.9' };
  }
  if (task.fileStatus === 1) return { label: 'tasks:download.generating', color: 'blue.9' };
  if (task.fileStatus === 3) return { label: 'tasks:download.failed', color: 'red.9' };
  if (reviewWait(task, now)) return { label: 'tasks:download.downloading', color: 'cyan.9' };
  if (downloaded.has(task.id)) return { label: 'tasks:download.completed', color: 'teal.9' };
  return { label: 'tasks:download.toDownload', color: 'grape.9' };
}
