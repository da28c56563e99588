import { useEffect, useRef } from 'react';
import { createWedgeDetector } from './wedge-detector.ts';

/** Listens for hardware scans on the whole page while the screen is mounted. */
export function useScanner(onScan: (code: string) => void) {
  const latest = useRef(onScan);
  latest.current = onScan;
  useEffect(() => createWedgeDetector({ onScan: (code) => latest.current(code) }).attach(window), []);
}
