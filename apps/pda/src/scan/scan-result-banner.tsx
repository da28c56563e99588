import { Alert, Text } from '@mantine/core';
import type { ScanResult } from './use-scan-run.ts';

/** The last scan's result in large type, green or red; tap to clear. */
export function ScanResultBanner({ result, onClear }: { result: ScanResult | null; onClear: () => void }) {
  if (!result) return null;
  return (
    <Alert color={result.ok ? 'green' : 'red'} variant="filled" role="status" onClick={onClear}>
      {/* The alert's own text colour: black or white, whichever reads better on the fill (autoContrast). */}
      <Text size="lg" fw={600} c="var(--alert-color)" data-testid="scan-result" data-ok={result.ok}>
        {result.text}
      </Text>
    </Alert>
  );
}
