import { Button, Modal, Stack, Text } from '@mantine/core';
import { BrowserMultiFormatReader } from '@zxing/browser';
import { type Remote, transfer, wrap } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecodeWorker } from './decode-worker.ts';

const FRAME_MS = 150;
const MAX_SIDE = 640;

/** Frames go to a worker for decoding; without workers, @zxing/browser decodes on the main thread. */
function startWorkerLoop(video: HTMLVideoElement, onCode: (code: string) => void) {
  const worker = new Worker(new URL('./decode-worker.ts', import.meta.url), { type: 'module' });
  const remote: Remote<DecodeWorker> = wrap(worker);
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let stopped = false;
  async function tick() {
    if (stopped) return;
    if (ctx && video.videoWidth) {
      const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = ctx.getImageData(0, 0, canvas.width, canvas.height);
      const buffer = frame.data.buffer as ArrayBuffer;
      const code = await remote.decode(transfer(buffer, [buffer]), frame.width, frame.height);
      if (code && !stopped) {
        onCode(code);
        return;
      }
    }
    setTimeout(() => void tick(), FRAME_MS);
  }
  void tick();
  return () => {
    stopped = true;
    worker.terminate();
  };
}

/** The camera scanner, loaded only when the camera button is pressed. One code per opening. */
export default function CameraDialog({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('pda');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stopLoop: (() => void) | null = null;
    let stream: MediaStream | null = null;
    let done = false;
    const found = (code: string) => {
      if (done) return;
      done = true;
      onCode(code);
      onClose();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        const el = video.current;
        if (!el) return;
        el.srcObject = stream;
        await el.play();
        setReady(true);
        if (typeof Worker === 'function') stopLoop = startWorkerLoop(el, found);
        else {
          const controls = await new BrowserMultiFormatReader().decodeFromVideoElement(el, (result) => {
            if (result) found(result.getText());
          });
          stopLoop = () => controls.stop();
        }
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => {
      done = true;
      stopLoop?.();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode, onClose]);

  return (
    <Modal opened onClose={onClose} title={t('cameraTitle')} fullScreen>
      <Stack>
        <video ref={video} muted playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
        {!ready && !error && <Text>{t('cameraStarting')}</Text>}
        {error && <Text c="red">{t('cameraDenied', { error })}</Text>}
        <Button size="xl" variant="default" onClick={onClose}>
          {t('cameraClose')}
        </Button>
      </Stack>
    </Modal>
  );
}
