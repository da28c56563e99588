import { Button } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ManualEntry } from './manual-entry.tsx';

// @zxing/browser (~125 KB gzip) loads only when the camera button is first pressed.
const CameraDialog = lazy(() => import('./camera/camera-dialog.tsx'));

/** Manual entry with a camera button beside it: every way to scan besides the wedge scanner. */
export function ScanInput({ onCode, label }: { onCode: (code: string) => void; label?: string }) {
  const { t } = useTranslation('pda');
  const [camera, setCamera] = useState(false);
  const close = useCallback(() => setCamera(false), []);
  return (
    <>
      <ManualEntry
        onSubmit={onCode}
        label={label}
        extra={
          <Button
            size="lg"
            px="sm"
            variant="light"
            onClick={() => setCamera(true)}
            aria-label={t('cameraTitle')}
          >
            {t('camera')}
          </Button>
        }
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraDialog onCode={onCode} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
