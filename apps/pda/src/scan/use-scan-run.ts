import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePda } from '../app/pda-context.tsx';
import { LocalRefusal } from '../sync/local-refusal.ts';
import { createLastScan, type ScanResult } from './last-scan.ts';

/** The browser refused the write for lack of space (Dexie passes the DOMException's name on, or wraps it). */
export function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const { name, inner } = e as { name?: string; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    e = inner;
  }
  return false;
}

export type { ScanResult } from './last-scan.ts';

/**
 * Runs a scan's action and gives the result the user must notice: a beep and a buzz (different for a
 * refusal), a message, and a flush shortly after. Scans run one after another, in the order scanned, each
 * seeing what the one before it recorded: a scanner can fire faster than the screen updates. An action
 * may return the confirmation text to show; otherwise the code is echoed.
 */
export function useScanRun() {
  const { t } = useTranslation('pda');
  const { engine, feedback } = usePda();
  const [last] = useState(createLastScan);
  // Rendered at once, in the task that saw the write commit: a scheduled render would wait behind
  // whatever else is queued (the live queries the write woke) and often miss the next frame.
  const setResult = (result: ScanResult | null) => flushSync(() => last.set(result));
  const queue = useRef<Promise<void>>(Promise.resolve());

  async function execute(code: string, action: () => Promise<unknown>) {
    try {
      const said = await action();
      feedback.ok();
      setResult({ ok: true, text: typeof said === 'string' ? said : t('scanned', { code }) });
      engine.scheduler.afterScan();
    } catch (error) {
      feedback.fail();
      const text =
        error instanceof LocalRefusal
          ? t(`errors:${error.code}`, error.params)
          : isStorageFull(error)
            ? t('storageFull')
            : error instanceof Error
              ? error.message
              : String(error);
      setResult({ ok: false, text });
    }
  }

  function run(code: string, action: () => Promise<unknown>): Promise<void> {
    queue.current = queue.current.then(() => execute(code, action));
    return queue.current;
  }

  return { last, run };
}
