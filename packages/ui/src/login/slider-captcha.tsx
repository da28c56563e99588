import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { ApiError, authRoutes, type createFetchClient, type RouteOutput } from '@wms/api/login';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

type Puzzle = RouteOutput<typeof authRoutes.getVerificationCode>;
type Point = { x: number; y: number; t: number };

const KEY_STEP = 2;
const KEY_STEP_FAST = 10;

/**
 * The login puzzle of both apps: drag the handle (mouse or finger), or focus it (Tab) and move it with the
 * arrow keys (Shift for big steps), then Enter. The drop and its trace earn a one-time ticket (CheckCode).
 * It takes the login pages' plain-fetch client (`@wms/api/login`), so a first screen stays small.
 */
export function SliderCaptcha({
  api,
  onTicket,
  onError,
  round,
  touch = false,
}: {
  api: Pick<ReturnType<typeof createFetchClient>, 'call'>;
  onTicket: (ticket: string | null) => void;
  onError: (message: string) => void;
  /** A new value loads a new puzzle (after a refused sign-in). */
  round: number;
  /** A handheld's bigger handle, centred on the screen. */
  touch?: boolean;
}) {
  const { t } = useTranslation('chrome');
  const keysId = useId();
  const handle = touch ? 44 : 40;
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [state, setState] = useState<'idle' | 'checking' | 'done' | 'failed'>('idle');
  const drag = useRef<{ startX: number; startY: number; started: number; trace: Point[] } | null>(null);

  const load = useCallback(() => {
    setPuzzle(null);
    setX(0);
    drag.current = null;
    onTicket(null);
    api.call(authRoutes.getVerificationCode, {}).then(setPuzzle, (error: unknown) => {
      setState('failed');
      onError(error instanceof ApiError ? error.message : String(error));
    });
  }, [api, onTicket, onError]);
  useEffect(() => {
    setState('idle');
    if (round >= 0) load();
  }, [load, round]);

  const max = puzzle ? puzzle.width - puzzle.pieceSize : 0;
  const clamp = (value: number) => Math.max(0, Math.min(max, value));
  const record = (nextX: number, y = 0) => {
    drag.current ??= { startX: 0, startY: 0, started: performance.now(), trace: [{ x, y: 0, t: 0 }] };
    const d = drag.current;
    d.trace.push({ x: nextX, y, t: Math.round(performance.now() - d.started) });
    setX(nextX);
  };
  const submit = (dropX: number) => {
    const d = drag.current;
    if (!puzzle || !d) return;
    drag.current = null;
    setState('checking');
    api.call(authRoutes.checkCode, { id: puzzle.id, x: dropX, trace: d.trace }).then(
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
    } else if (e.key === 'Enter') {
      // Enter on the handle drops it; it never submits the form underneath.
      e.preventDefault();
      if (drag.current) submit(x);
    }
  };

  if (!puzzle)
    return (
      <Group h={150 + handle} justify="center">
        {state === 'failed' ? (
          <Button variant="light" onClick={load}>
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
  const color = state === 'done' ? 'teal' : state === 'failed' ? 'red' : 'gray';
  return (
    <Box w={puzzle.width} mx={touch ? 'auto' : undefined}>
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
        mt={4}
        h={handle}
        pos="relative"
        bg={`var(--mantine-color-${color}-1)`}
        style={{ borderRadius: 4, border: `1px solid var(--mantine-color-${color}-4)` }}
      >
        <Text
          size="xs"
          c="gray.8"
          lh={`${handle}px`}
          // Beside the handle, never under it: after it, or before it once it has passed the middle.
          pl={x > puzzle.width / 2 ? 8 : x + handle + 8}
          pr={x > puzzle.width / 2 ? puzzle.width - x + 8 : 4}
          truncate
          data-testid="slider-caption"
          // While the handle slides the caption waits; the result then shows beside where it stopped.
          style={{ visibility: x > 0 && state !== 'done' && state !== 'failed' ? 'hidden' : undefined }}
        >
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
          aria-describedby={keysId}
          data-testid="slider-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          pos="absolute"
          top={-1}
          left={x}
          w={handle}
          h={handle}
          bg="var(--mantine-primary-color-filled)"
          style={{ borderRadius: 4, cursor: locked ? 'default' : 'grab', touchAction: 'none' }}
        />
      </Box>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4} mt={2}>
        <Text id={keysId} size="xs" c="gray.8">
          {t('sliderKeys')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          flex="none"
          style={{ whiteSpace: 'nowrap' }}
          data-testid="slider-refresh"
          onClick={load}
          disabled={state === 'checking'}
        >
          {t('sliderRefresh')}
        </Button>
      </Group>
    </Box>
  );
}
