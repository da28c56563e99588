import { randomInt } from 'node:crypto';
import { pngDataUrl, type Raster } from './png.ts';

export const PUZZLE = { width: 300, height: 150, piece: 56 } as const;

const KNOB = 7;
const BODY = { from: KNOB, to: PUZZLE.piece - KNOB };
const MID = PUZZLE.piece / 2;

/** The jigsaw piece: a square with a knob on its top and its right side. */
export function inPiece(x: number, y: number): boolean {
  const inBody = x >= BODY.from && x < BODY.to && y >= BODY.from && y < BODY.to;
  const topKnob = (x - MID) ** 2 + (y - KNOB) ** 2 <= KNOB ** 2;
  const rightKnob = (x - BODY.to) ** 2 + (y - MID) ** 2 <= KNOB ** 2;
  return inBody || topKnob || rightKnob;
}

function onEdge(x: number, y: number): boolean {
  return inPiece(x, y) && !(inPiece(x - 1, y) && inPiece(x + 1, y) && inPiece(x, y - 1) && inPiece(x, y + 1));
}

interface Blob {
  x: number;
  y: number;
  r: number;
  rgb: [number, number, number];
}

/** A random picture: a diagonal gradient under soft discs, smooth enough to compress well. */
function scenery(): Raster {
  const { width, height } = PUZZLE;
  const from = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const to = [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const blobs: Blob[] = Array.from({ length: 9 }, () => ({
    x: randomInt(0, width),
    y: randomInt(0, height),
    r: randomInt(12, 45),
    rgb: [randomInt(0, 256), randomInt(0, 256), randomInt(0, 256)],
  }));
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const rgb = from.map((c, i) => c + (to[i]! - c) * t);
      for (const blob of blobs) {
        const d = Math.hypot(x - blob.x, y - blob.y);
        if (d < blob.r) for (let i = 0; i < 3; i++) rgb[i] = (rgb[i]! + blob.rgb[i]!) / 2;
      }
      pixels.set(rgb.map(Math.round), (y * width + x) * 3);
    }
  }
  return { width, height, channels: 3, pixels };
}

export interface Puzzle {
  answerX: number;
  pieceY: number;
  backgroundImage: string;
  pieceImage: string;
}

/**
 * Cuts a piece out of a random picture at a random x: the background shows a darkened gap with a light
 * rim, the piece carries the original pixels. The answer (`answerX`) never leaves the server.
 */
export function makePuzzle(): Puzzle {
  const { width, piece, height } = PUZZLE;
  const answerX = randomInt(piece + 20, width - piece - 5);
  const pieceY = randomInt(5, height - piece - 5);
  const background = scenery();
  const cut = new Uint8Array(piece * piece * 4);
  for (let y = 0; y < piece; y++) {
    for (let x = 0; x < piece; x++) {
      if (!inPiece(x, y)) continue;
      const at = ((pieceY + y) * width + answerX + x) * 3;
      const rgb = background.pixels.subarray(at, at + 3);
      const edge = onEdge(x, y);
      cut.set([...rgb.map((c) => (edge ? 255 : c)), 255], (y * piece + x) * 4);
      for (let i = 0; i < 3; i++)
        rgb[i] = edge ? Math.round(rgb[i]! * 0.4 + 150) : Math.round(rgb[i]! * 0.45);
    }
  }
  return {
    answerX,
    pieceY,
    backgroundImage: pngDataUrl(background),
    pieceImage: pngDataUrl({ width: piece, height: piece, channels: 4, pixels: cut }),
  };
}
