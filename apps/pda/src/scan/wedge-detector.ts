/**
 * A keyboard-wedge scanner types a whole code in a burst and ends it with Enter or Tab
 * (docs/architecture.md#scanning).
 */
export interface WedgeOptions {
  onScan(code: string): void;
  /** The longest average pause per character of one scan. People type several times slower. */
  maxGapMs?: number;
  /** A pause this long starts a new burst: what came before was typed by a person. */
  idleMs?: number;
  /** Shorter bursts are keyboard noise, not barcodes. */
  minLength?: number;
}

const TERMINATORS = new Set(['Enter', 'Tab']);

/** Inputs that take no typing: a toggle, radio or button keeps focus after a tap, and scans must still go through. */
const NOT_TYPED = new Set([
  'radio',
  'checkbox',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Fields where typing is the user's own: manual entry submits by itself, so the detector stays out. */
export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.tagName === 'INPUT') return !NOT_TYPED.has(((el as HTMLInputElement).type || 'text').toLowerCase());
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/**
 * Recognises scans anywhere on the page without a focused field: characters arriving on average at most
 * `maxGapMs` apart, ended by Enter or Tab, at least `minLength` long. The average, not each gap, decides,
 * so one hiccup of the scanner does not cut a code in two and send half of it.
 */
export function createWedgeDetector({ onScan, maxGapMs = 30, idleMs = 250, minLength = 3 }: WedgeOptions) {
  let buffer = '';
  let first = 0;
  let last = Number.NEGATIVE_INFINITY;

  function handle(event: KeyboardEvent): void {
    if (isEditable(event.target)) {
      buffer = '';
      return;
    }
    const now = event.timeStamp;
    if (TERMINATORS.has(event.key)) {
      const perChar = (now - first) / Math.max(1, buffer.length);
      if (buffer.length >= minLength && perChar <= maxGapMs && now - last <= idleMs) {
        // The Enter would press a focused button; the Tab would move focus.
        event.preventDefault();
        onScan(buffer);
      }
      buffer = '';
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
      if (event.key !== 'Shift') buffer = '';
      return;
    }
    if (!buffer || now - last > idleMs) {
      buffer = '';
      first = now;
    }
    buffer += event.key;
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
