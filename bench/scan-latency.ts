/**
 * Wedge scan → durable outbox write → painted confirmation in the built PDA, per scan, split into stages.
 * The page's IndexedDB is watched from outside the app (the transaction method is wrapped for the run), so
 * the app carries no bench code: the first read-write transaction over `outbox` after the keydowns is the
 * scan's write, and its `complete` event is the moment it is durable (strict durability).
 */
import type { Page } from '@playwright/test';
import { percentile } from './stats.ts';

/** Milliseconds from the first keydown of the burst to each stage. */
export interface ScanStages {
  /** The scan's read-write transaction is opened (detector, bus, the screen's checks before it). */
  writeOpened: number;
  /** That transaction's `complete`: the event is on disk. */
  durable: number;
  /** The confirmation text is in the DOM (React rendered and committed). */
  shown: number;
  /** The next frame starts (its rAF): the frame that paints the confirmation. */
  frame: number;
  /** Transactions opened before the write (reads). */
  readsBefore: number;
}

/**
 * Wraps IndexedDB's transaction method before the app loads (Dexie binds it when the database opens), so
 * the scans measured next can see their transactions (`taskTable`: the table the scan's write takes). Call before the page navigates to the screen.
 */
export function watchTransactions(page: Page, taskTable: string) {
  return page.addInitScript((taskTable) => {
    type Watch = { t0: number; opened: number; durable: number; reads: number };
    const g = globalThis as unknown as { scanWatch?: Watch };
    const original = IDBDatabase.prototype.transaction;
    IDBDatabase.prototype.transaction = function (this: IDBDatabase, ...args: Parameters<typeof original>) {
      const tx = original.apply(this, args);
      const w = g.scanWatch;
      if (!w || w.opened) return tx;
      const stores = [args[0]].flat();
      // The scan's write takes the task's table too; a flush settling a batch takes outbox and meta only.
      if (args[1] === 'readwrite' && stores.includes('outbox') && stores.includes(taskTable)) {
        w.opened = performance.now();
        tx.addEventListener('complete', () => {
          w.durable = performance.now();
        });
      } else w.reads += 1;
      return tx;
    } as typeof original;
  }, taskTable);
}

/** Each scan waits for the one before, as a picker does; returns every scan's stages. */
export function scanStages(page: Page, productNo: string, count: number): Promise<ScanStages[]> {
  return page.evaluate(
    async ({ code, n }) => {
      type Watch = { t0: number; opened: number; durable: number; reads: number };
      const g = globalThis as unknown as { scanWatch?: Watch };
      const shown = (i: number) =>
        new Promise<{ dom: number; frame: number }>((resolve) => {
          const done = () => {
            const text = document.querySelector('[data-testid="scan-result"]')?.textContent ?? '';
            if (!text.includes(` ${i}/`)) return;
            const dom = performance.now();
            observer.disconnect();
            requestAnimationFrame(() => resolve({ dom, frame: performance.now() }));
          };
          const observer = new MutationObserver(done);
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      const rows: ScanStages[] = [];
      try {
        for (let i = 1; i <= n; i += 1) {
          const seen = shown(i);
          const w: Watch = { t0: performance.now(), opened: 0, durable: 0, reads: 0 };
          g.scanWatch = w;
          const { t0 } = w;
          for (const key of [...code, 'Enter'])
            document.body.dispatchEvent(
              new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
            );
          const { dom, frame } = await seen;
          if (!w.durable || w.durable > dom)
            throw new Error(
              `scan ${i} was shown before its write committed: ${JSON.stringify({ ...w, dom })}`,
            );
          rows.push({
            writeOpened: w.opened - t0,
            durable: w.durable - t0,
            shown: dom - t0,
            frame: frame - t0,
            readsBefore: w.reads,
          });
        }
      } finally {
        g.scanWatch = undefined;
      }
      return rows;
    },
    { code: productNo, n: count },
  );
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)}, p95 ${percentile(sorted, 95).toFixed(1)}`;
};

/** The stage lines under the headline figure. */
export function stageLines(rows: ScanStages[]): [string, string][] {
  const frames = rows.filter((r) => r.frame > 20).length;
  return [
    ['  keydown → write transaction opened', `${fmt(rows.map((r) => r.writeOpened))} ms`],
    ['  keydown → write durable (complete)', `${fmt(rows.map((r) => r.durable))} ms`],
    ['  keydown → confirmation in the DOM', `${fmt(rows.map((r) => r.shown))} ms`],
    ['  durable → in the DOM (render)', `${fmt(rows.map((r) => r.shown - r.durable))} ms`],
    ['  in the DOM → next frame', `${fmt(rows.map((r) => r.frame - r.shown))} ms`],
    [
      '  reads before the write / scans over one frame (> 20 ms)',
      `${fmt(rows.map((r) => r.readsBefore))} / ${frames} of ${rows.length}`,
    ],
  ];
}
