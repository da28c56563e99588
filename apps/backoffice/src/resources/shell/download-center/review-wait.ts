import type { DownloadTask } from '@wms/api';
import { useEffect, useState } from 'react';

/** A finished file can be reviewed (downloaded) only 10 seconds after it finishes. */
export const REVIEW_WAIT_MS = 10_000;

/** Seconds left before the task's file may be reviewed; 0 when it may, null when it has no file. */
export function reviewWait(task: DownloadTask, now: number): number | null {
  if (task.fileStatus !== 2 || !task.path || !task.finishedTime) return null;
  const left = new Date(task.finishedTime).getTime() + REVIEW_WAIT_MS - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The wait of one task, counting down every second until it reaches 0. */
export function useReviewWait(task: DownloadTask): number | null {
  const [now, setNow] = useState(() => Date.now());
  const wait = reviewWait(task, now);
  useEffect(() => {
    if (!wait) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return wait;
}

const DOWNLOADED_KEY = 'wms.downloaded';

/** Tasks whose file this browser has opened. */
export const downloaded = {
  has(id: string): boolean {
    return (globalThis.localStorage?.getItem(DOWNLOADED_KEY) ?? '').includes(id);
  },
  add(id: string): void {
    const ids = (globalThis.localStorage?.getItem(DOWNLOADED_KEY) ?? '').split(',').filter(Boolean);
    globalThis.localStorage?.setItem(DOWNLOADED_KEY, [id, ...ids].slice(0, 200).join(','));
  },
};
