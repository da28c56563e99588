import { useEffect, useRef } from 'react';
import { scanBus } from './scan-bus.ts';

/** Takes the hardware scans while the screen is mounted (the app's one detector reads them). */
export function useScanner(onScan: (code: string) => void) {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => scanBus.subscribe((code) => latest.current(code)), []);
}
