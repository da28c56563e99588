import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js';

const W = 640;
const H = 480;
const INK = 16;
const PAPER = 235;

/** The frame's luma plane, white, with `mark` drawing black rectangles on it. */
function luma(mark: (fill: (x: number, y: number, w: number, h: number) => void) => void): Buffer {
  const plane = Buffer.alloc(W * H, PAPER);
  mark((x, y, w, h) => {
    for (let row = y; row < y + h; row++) plane.fill(INK, row * W + x, row * W + x + w);
  });
  return plane;
}

/**
 * A Code 128 barcode of `text`, as on pallet and carton labels: bwip-js's bar and space widths (in
 * modules), each module as many pixels as fit across the frame with a quiet zone of ten modules.
 */
export function code128Luma(text: string): Buffer {
  const [code] = bwipjs.raw('code128', text, {}) as Array<{ sbs: number[] }>;
  if (!code) throw new Error('bwip-js made no Code 128');
  const modules = code.sbs.reduce((sum, w) => sum + w, 0);
  const quiet = 10;
  const scale = Math.floor(W / (modules + 2 * quiet));
  if (scale < 2) throw new Error(`"${text}" is too long for a ${W}-pixel frame`);
  const height = Math.round(H * 0.4);
  const top = Math.floor((H - height) / 2);
  let x = Math.floor((W - modules * scale) / 2);
  return luma((fill) => {
    code.sbs.forEach((width, i) => {
      if (i % 2 === 0) fill(x, top, width * scale, height);
      x += width * scale;
    });
  });
}

/**
 * A Y4M clip (4:2:0, grey, a few identical frames) of one luma plane, for Chromium's
 * `--use-file-for-fake-video-capture`, which loops it as the camera's picture.
 */
export function writeClip(path: string, plane: Buffer, frames = 5) {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), plane, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array(frames).fill(frame)]));
}
