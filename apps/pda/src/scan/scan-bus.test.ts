// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createScanBus } from './scan-bus.ts';
import { createWedgeDetector } from './wedge-detector.ts';

function clock() {
  let t = 0;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('scan bus', () => {
  it('gives a scan made between screens to the screen that opens next, if it opens in time', () => {
    const time = clock();
    const bus = createScanBus({ holdMs: 1500, now: time.now });
    bus.push('PL00000001');
    time.advance(200);
    const got: string[] = [];
    bus.subscribe((code) => got.push(code));
    expect(got).toEqual(['PL00000001']);

    const late: string[] = [];
    const bus2 = createScanBus({ holdMs: 1500, now: time.now });
    bus2.push('OLD');
    time.advance(1501);
    bus2.push('NEW');
    bus2.subscribe((code) => late.push(code));
    expect(late).toEqual(['NEW']);
  });

  it('sends scans to the screen that subscribed last, and back to the one before when it goes', () => {
    const bus = createScanBus();
    const page: string[] = [];
    const dialog: string[] = [];
    const stopPage = bus.subscribe((code) => page.push(code));
    bus.push('A');
    const stopDialog = bus.subscribe((code) => dialog.push(code));
    bus.push('B');
    stopDialog();
    bus.push('C');
    stopPage();
    stopPage();
    expect(page).toEqual(['A', 'C']);
    expect(dialog).toEqual(['B']);
  });

  it('reads a whole burst typed before any screen listens, not the half a late listener would see', () => {
    const bus = createScanBus();
    const detach = createWedgeDetector({ onScan: (code) => bus.push(code) }).attach(window);
    let t = 1000;
    const key = (k: string) => {
      const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
      t += 8;
      Object.defineProperty(event, 'timeStamp', { value: t });
      document.body.dispatchEvent(event);
    };
    for (const k of 'PL0000') key(k);
    const got: string[] = [];
    const stop = bus.subscribe((code) => got.push(code));
    for (const k of '0042') key(k);
    key('Enter');
    expect(got).toEqual(['PL00000042']);
    stop();
    detach();
  });
});
