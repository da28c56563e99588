/** A keyboard-wedge scanner types a whole code in a burst and ends it with Enter or Tab (DESIGN §6). */
export interface WedgeOptions {
  onScan(code: string): void;
  /** The longest pause between two characters of one scan. People type far slower. */
  maxGapMs?: number;
  /** Shorter bursts are keyboard noise, not barcodes. */
  minLength?: number;
}

const TERMINATORS = new Set(['Enter', 'Tab']);

/** Fields where typing is the user's own: manual entry submits by itself, so the detector stays out. */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return (
    el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable
  );
}

/**
 * Recognises scans anywhere on the page without a focused field: characters arriving at most `maxGapMs`
 * apart, ended by Enter or Tab, at least `minLength` long. A slower character starts a new burst.
 */
export function createWedgeDetector({ onScan, maxGapMs = 30, minLength = 3 }: WedgeOptions) {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;

  function handle(event: KeyboardEvent): void {
    if (isEditable(event.target)) {
      buffer = '';
      return;
    }
    const now = event.timeStamp;
    const inBurst = now - last <= maxGapMs;
    if (TERMINATORS.has(event.key)) {
      if (buffer.length >= minLength && inBurst) {
        // The Enter would press a focused button; the Tab would move focus.
        event.preventDefault();
        onScan(buffer);
      }
      buffer = '';
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
      buffer = '';
      return;
    }
    buffer = inBurst ? buffer + event.key : event.key;
    last = now;
  }

  return {
    handle,
    /** Listens on a window or document; returns the undo. */
    attach(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
      const listener = (e: Event) => handle(e as KeyboardEvent);
      target.addEventListener('keydown', listener, { capture: true });
      return () => target.removeEventListener('keydown', listener, { capture: true });
    },
  };
}
