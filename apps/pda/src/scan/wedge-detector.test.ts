// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWedgeDetector } from './wedge-detector.ts';

/** Types `text` as keydown events `gapMs` apart (by the events' own timestamps), then the terminator. */
function type(target: EventTarget, text: string, gapMs: number, end = 'Enter', start = 1000) {
  let t = start;
  const events: KeyboardEvent[] = [];
  for (const key of [...text, end]) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: t });
    target.dispatchEvent(event);
    events.push(event);
    t += gapMs;
  }
  return events;
}

describe('keyboard-wedge scan detector', () => {
  let detach = () => {};
  afterEach(() => {
    detach();
    document.body.innerHTML = '';
  });

  function setup() {
    const onScan = vi.fn();
    const detector = createWedgeDetector({ onScan });
    detach = detector.attach(window);
    return onScan;
  }

  it('recognises a fast burst ending in Enter anywhere on the page, without a focused field', () => {
    const onScan = setup();
    const events = type(document.body, 'PL00000042', 8);
    expect(onScan).toHaveBeenCalledWith('PL00000042');
    expect(events.at(-1)!.defaultPrevented).toBe(true);
  });

  it('takes a scan while a toggle (radio) or button keeps focus after a tap, not while a text field has it', () => {
    const onScan = setup();
    document.body.innerHTML =
      '<input type="radio" name="mode" value="product"><button>Scan product</button><input type="text">';
    const [radio, button, text] = [...document.body.children] as HTMLElement[];
    type(radio!, 'SKU-001', 8);
    type(button!, 'SKU-002', 8, 'Enter', 5000);
    type(text!, 'SKU-003', 8, 'Enter', 9000);
    expect(onScan.mock.calls).toEqual([['SKU-001'], ['SKU-002']]);
  });

  it('accepts Tab as the end of a scan', () => {
    const onScan = setup();
    type(document.body, 'UCC123456', 12, 'Tab');
    expect(onScan).toHaveBeenCalledWith('UCC123456');
  });

  it('ignores a person typing the same characters slowly', () => {
    const onScan = setup();
    const events = type(document.body, 'PL00000042', 120);
    expect(onScan).not.toHaveBeenCalled();
    expect(events.at(-1)!.defaultPrevented).toBe(false);
  });

  it('keeps only the burst when a person typed something a moment before', () => {
    const onScan = setup();
    type(document.body, 'xy', 200, 'Escape', 0);
    type(document.body, 'SKU-9', 5, 'Enter', 5000);
    expect(onScan).toHaveBeenCalledExactlyOnceWith('SKU-9');
  });

  it('does not cut a code in two when the scanner hiccups once', () => {
    const onScan = setup();
    let t = 1000;
    for (const [key, gap] of [...'CT-10']
      .map((k, i) => [k, i === 1 ? 70 : 6] as const)
      .concat([['Enter', 6]])) {
      t += gap;
      const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(e, 'timeStamp', { value: t });
      document.body.dispatchEvent(e);
    }
    expect(onScan).toHaveBeenCalledExactlyOnceWith('CT-10');
  });

  it('lets Shift pass inside a burst (uppercase from a scanner)', () => {
    const onScan = setup();
    let t = 100;
    for (const key of ['Shift', 'P', 'Shift', 'L', '4', '2', 'Enter']) {
      t += 4;
      const e = new KeyboardEvent('keydown', { key, bubbles: true });
      Object.defineProperty(e, 'timeStamp', { value: t });
      document.body.dispatchEvent(e);
    }
    expect(onScan).toHaveBeenCalledWith('PL42');
  });

  it('treats a pause before Enter as no scan, and too short a burst as noise', () => {
    const onScan = setup();
    const slowEnd = [...'ABCDE'].map((key, i) => ({ key, t: 100 + i * 5 })).concat({ key: 'Enter', t: 400 });
    for (const { key, t } of slowEnd) {
      const e = new KeyboardEvent('keydown', { key, bubbles: true });
      Object.defineProperty(e, 'timeStamp', { value: t });
      document.body.dispatchEvent(e);
    }
    type(document.body, 'AB', 5, 'Enter', 2000);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves typing in a field to that field (manual entry submits itself)', () => {
    const onScan = setup();
    const input = document.createElement('input');
    document.body.append(input);
    type(input, 'PL00000042', 5);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('stops listening when detached', () => {
    const onScan = setup();
    detach();
    type(document.body, 'PL00000042', 5);
    expect(onScan).not.toHaveBeenCalled();
  });
});
