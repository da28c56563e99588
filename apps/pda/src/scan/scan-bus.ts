import { createWedgeDetector } from './wedge-detector.ts';

type Handler = (code: string) => void;

export interface ScanBusOptions {
  /** How long a scan nobody takes waits for the screen that is opening. */
  holdMs?: number;
  now?: () => number;
}

/**
 * Where hardware scans go. One wedge detector listens from the app's start, so a burst is never cut by
 * a screen that is still mounting (the half it saw would have looked like a scan of its own). A scan goes
 * to the screen that subscribed last; one that arrives between screens waits `holdMs` for the next
 * screen, then is dropped (the home screen takes none).
 */
export function createScanBus({ holdMs = 1500, now = () => performance.now() }: ScanBusOptions = {}) {
  const handlers: Handler[] = [];
  let held: { code: string; at: number }[] = [];
  const fresh = () => held.filter((scan) => now() - scan.at <= holdMs);
  return {
    push(code: string) {
      const handler = handlers.at(-1);
      if (handler) handler(code);
      // Scans on a screen that takes none (home) would otherwise pile up until the next screen opens.
      else held = [...fresh(), { code, at: now() }];
    },
    /** Takes the scans from now on, and those held for it; returns the undo. */
    subscribe(handler: Handler): () => void {
      handlers.push(handler);
      const waiting = fresh();
      held = [];
      for (const scan of waiting) handler(scan.code);
      return () => {
        const at = handlers.lastIndexOf(handler);
        if (at >= 0) handlers.splice(at, 1);
      };
    },
  };
}

export const scanBus = createScanBus();

/** Starts the app's one wedge detector (at start-up, before any screen mounts); returns the undo. */
export function listenForScans(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  return createWedgeDetector({ onScan: (code) => scanBus.push(code) }).attach(target);
}
