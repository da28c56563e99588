/**
 * Solves the login slider the way a person does: look at the picture, find where the piece fits, drag
 * it there with an uneven hand. It reads only what the server sends to every browser (two PNG images),
 * so the product needs no test hole (docs/architecture.md#identity-and-permissions).
 */
import { inflateSync } from 'node:zlib';

export interface Image {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

export interface TracePoint {
  x: number;
  y: number;
  t: number;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes an 8-bit RGB or RGBA PNG (a data URL or bytes), with any of the five row filters. */
export function decodePng(source: string | Uint8Array): Image {
  const bytes =
    typeof source === 'string'
      ? Buffer.from(source.replace(/^data:image\/png;base64,/, ''), 'base64')
      : Buffer.from(source);
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('ascii', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? pixels[y * stride + i - channels]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** The x where the piece, darkened as the gap is, matches the background best. */
export function findGap(background: Image, piece: Image, pieceY: number): number {
  let best = { x: 0, score: Number.POSITIVE_INFINITY };
  for (let x = 0; x + piece.width <= background.width; x++) {
    let score = 0;
    for (let y = 0; y < piece.height; y++) {
      for (let i = 0; i < piece.width; i++) {
        const p = (y * piece.width + i) * piece.channels;
        if (piece.pixels[p + 3] !== 255) continue;
        const b = ((pieceY + y) * background.width + x + i) * background.channels;
        for (let c = 0; c < 3; c++)
          score += Math.abs(background.pixels[b + c]! - piece.pixels[p + c]! * 0.45);
      }
    }
    if (score < best.score) best = { x, score };
  }
  return best.x;
}

/** A drag that speeds up, slows down and wobbles, ending exactly at `targetX`. */
export function humanDragTrace(targetX: number, random: () => number = Math.random): TracePoint[] {
  const steps = 30 + Math.floor(random() * 15);
  const duration = 700 + random() * 500;
  const trace: TracePoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const k = i / steps;
    const eased = k * k * (3 - 2 * k);
    const wobble = i === steps ? 0 : (random() - 0.5) * 2;
    trace.push({
      x: Math.max(0, targetX * eased + wobble),
      y: Math.round((random() - 0.5) * 4),
      t: Math.round(duration * k),
    });
  }
  return trace;
}

/** Where to drop the piece and how to get there, from the puzzle as `GetVerificationCode` returns it. */
export function solveSlider(puzzle: { backgroundImage: string; pieceImage: string; pieceY: number }) {
  const x = findGap(decodePng(puzzle.backgroundImage), decodePng(puzzle.pieceImage), puzzle.pieceY);
  return { x, trace: humanDragTrace(x) };
}
