import type { DownloadTask } from '@wms/api';
import type { MessageKey } from '@wms/i18n';

/**
 * The task-center statuses. Download: generating while queued or running, completed once the file is
 * made (100 %, a finish time: the same tasks the completed tab counts; the download button counts down
 * the 10-second review wait itself), failed.
 * Import: importing, completed, failed with its reason. Sync: running.
 */
export function taskStatus(task: DownloadTask, _now?: number): { label: MessageKey; color: string } {
  if (task.kind === 'sync' && task.fileStatus === 1) return { label: 'tasks:sync.running', color: 'blue.9' };
  if (task.kind === 'import' || task.kind === 'shipment') {
    if (task.fileStatus === 1) return { label: 'tasks:import.importing', color: 'blue.9' };
    if (task.fileStatus === 2) return { label: 'tasks:import.completed', color: 'teal.9' };
    return { label: 'tasks:import.failed', color: 'red.9' };
  }
  if (task.fileStatus === 1) return { label: 'tasks:download.generating', color: 'blue.9' };
  if (task.fileStatus === 3) return { label: 'tasks:download.failed', color: 'red.9' };
  return { label: 'tasks:download.completed', color: 'teal.9' };
}
