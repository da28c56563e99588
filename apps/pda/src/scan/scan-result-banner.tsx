import { Alert, Text } from '@mantine/core';
import { memo } from 'react';
import { type LastScan, useLastScan } from './last-scan.ts';

/**
 * The last scan's result in large type, green or red; tap to clear. It follows the scan run's result by
 * itself, so a scan re-renders this banner and nothing else on the screen.
 */
export const ScanResultBanner = memo(function ScanResultBanner({ last }: { last: LastScan }) {
  const result = useLastScan(last);
  if (!result) return null;
  return (
    <Alert color={result.ok ? 'green' : 'red'} variant="filled" role="status" onClick={() => last.set(null)}>
      {/* The alert's own text colour: black or white, whichever reads better on the fill (autoContrast). */}
      <Text size="lg" fw={600} c="var(--alert-color)" data-testid="scan-result" data-ok={result.ok}>
        {result.text}
      </Text>
    </Alert>
  );
});
