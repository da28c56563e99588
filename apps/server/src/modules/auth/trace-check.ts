export interface TracePoint {
  x: number;
  y: number;
  t: number;
}

/** How close the drop must be to the gap, in pixels. */
export const DROP_TOLERANCE_PX = 4;
const MIN_POINTS = 8;
const MIN_DURATION_MS = 250;
const MAX_DURATION_MS = 30_000;
/** A drag whose x never strays this far from the straight line through time is a script. */
const MIN_CURVE_PX = 1.5;

/**
 * Whether a drag trace looks like a person's: long enough, not too fast, ending where the piece was
 * dropped, and not perfectly linear in time (people accelerate and slow down). A speed bump for
 * scripts, not a proof: the server never trusts the trace alone, the drop must hit the gap too.
 */
export function traceLooksHuman(trace: readonly TracePoint[], dropX: number): boolean {
  if (trace.length < MIN_POINTS) return false;
  const first = trace[0]!;
  const last = trace.at(-1)!;
  const duration = last.t - first.t;
  if (duration < MIN_DURATION_MS || duration > MAX_DURATION_MS) return false;
  if (trace.some((p, i) => i > 0 && p.t < trace[i - 1]!.t)) return false;
  if (Math.abs(last.x - dropX) > DROP_TOLERANCE_PX) return false;
  const span = last.x - first.x;
  if (span <= 0) return false;
  const curve = Math.max(
    ...trace.map((p) => Math.abs(p.x - (first.x + (span * (p.t - first.t)) / duration))),
  );
  return curve >= MIN_CURVE_PX;
}
