import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { ApiError, authRoutes, type RouteOutput } from '@wms/api/login';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginApi } from './login-api.ts';

type SliderPuzzle = RouteOutput<typeof authRoutes.getVerificationCode>;

interface TracePoint {
  x: number;
  y: number;
  t: number;
}

const HANDLE = 40;
const KEY_STEP = 2;
const KEY_STEP_FAST = 10;

/**
 * Spec §2 drag-the-slider puzzle with the server's images: drag the handle (pointer) or move it with the
 * arrow keys and drop with Enter. The drop and its trace go to CheckCode, which returns a one-time ticket.
 */
export function SliderCaptcha({
  onTicket,
  onError,
  resetKey,
}: {
  onTicket: (ticket: string | null) => void;
  /** A puzzle that could not be loaded: the page shows the refusal (spec §8 message). */
  onError: (message: string) => void;
  resetKey: number;
}) {
  const { t } = useTranslation('chrome');
  const [puzzle, setPuzzle] = useState<SliderPuzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'checking' | 'done' | 'failed'>('idle');
  const drag = useRef<{ startX: number; startY: number; started: number; trace: TracePoint[] } | null>(null);

  const load = useCallback(() => {
    setPuzzle(null);
    setX(0);
    drag.current = null;
    onTicket(null);
    loginApi.call(authRoutes.getVerificationCode, {}).then(setPuzzle, (error: unknown) => {
      setState('failed');
      onError(error instanceof ApiError ? error.message : String(error));
    });
  }, [onTicket, onError]);
  useEffect(() => {
    setState('idle');
    if (resetKey >= 0) load();
  }, [load, resetKey]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, value));
  const record = (nextX: number, y = 0) => {
    drag.current ??= { startX: 0, startY: 0, started: performance.now(), trace: [] };
    const d = drag.current;
    if (d.trace.length === 0) d.trace.push({ x, y: 0, t: 0 });
    d.trace.push({ x: nextX, y, t: Math.round(performance.now() - d.started) });
    setX(nextX);
  };
  const submit = (dropX: number) => {
    const d = drag.current;
    if (!puzzle || !d) return;
    drag.current = null;
    setState('checking');
    loginApi.call(authRoutes.checkCode, { id: puzzle.id, x: dropX, trace: d.trace }).then(
      ({ ticket }) => {
        setState('done');
        onTicket(ticket);
      },
      () => {
        setState('failed');
        load();
      },
    );
  };

  const locked = !puzzle || state === 'checking' || state === 'done';
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      startX: e.clientX - x,
      startY: e.clientY,
      started: performance.now(),
      trace: [{ x, y: 0, t: 0 }],
    };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || locked || !e.currentTarget.hasPointerCapture(e.pointerId)) return;
    record(clamp(e.clientX - d.startX), Math.round(e.clientY - d.startY));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || locked) return;
    e.currentTarget.releasePointerCapture(e.pointerId);
    submit(x);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const step = e.shiftKey ? KEY_STEP_FAST : KEY_STEP;
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      record(clamp(x + (e.key === 'ArrowRight' ? step : -step)));
    } else if (e.key === 'Enter' && drag.current) {
      e.preventDefault();
      submit(x);
    }
  };

  if (!puzzle) {
    return (
      <Group h={60}>
        {state === 'failed' ? (
          <Button variant="subtle" size="compact-sm" onClick={load}>
            {t('sliderRefresh')}
          </Button>
        ) : (
          <>
            <Loader size="sm" />
            <Text size="sm">{t('sliderLoading')}</Text>
          </>
        )}
      </Group>
    );
  }
  const trackColor = state === 'done' ? 'teal' : state === 'failed' ? 'red' : 'gray';
  return (
    <Box w={puzzle.width}>
      <Box pos="relative" w={puzzle.width} h={puzzle.height}>
        <img
          src={puzzle.backgroundImage}
          alt={t('puzzleImage')}
          width={puzzle.width}
          height={puzzle.height}
        />
        <img
          src={puzzle.pieceImage}
          alt=""
          data-testid="slider-piece"
          style={{ position: 'absolute', left: x, top: puzzle.pieceY, pointerEvents: 'none' }}
        />
      </Box>
      <Box
        mt={6}
        h={HANDLE}
        pos="relative"
        bg={`var(--mantine-color-${trackColor}-1)`}
        style={{ borderRadius: 4, border: `1px solid var(--mantine-color-${trackColor}-4)` }}
      >
        <Text size="xs" c="gray.8" ta="center" lh={`${HANDLE}px`} pl={HANDLE}>
          {state === 'done'
            ? t('sliderDone')
            : state === 'failed'
              ? t('shell:sliderFailed')
              : t('sliderHint')}
        </Text>
        <Box
          role="slider"
          tabIndex={0}
          aria-label={t('sliderTrack')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={Math.round(x)}
          aria-describedby="slider-keys"
          data-testid="slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          pos="absolute"
          top={-1}
          left={x}
          w={HANDLE}
          h={HANDLE}
          bg="var(--mantine-primary-color-filled)"
          style={{ borderRadius: 4, cursor: locked ? 'default' : 'grab', touchAction: 'none' }}
        />
      </Box>
      <Group justify="space-between" mt={4}>
        <Text id="slider-keys" size="xs" c="gray.8">
          {t('sliderKeys')}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={load} disabled={state === 'checking'}>
          {t('sliderRefresh')}
        </Button>
      </Group>
    </Box>
  );
}
