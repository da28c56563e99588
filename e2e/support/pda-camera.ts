import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js';

const W = 640;
const H = 480;

/**
 * A Y4M clip (4:2:0, a few identical frames) showing a QR code of `text`, black on white, for Chromium's
 * `--use-file-for-fake-video-capture`. The modules come from bwip-js's raw encoder, scaled up here.
 */
export function qrClip(path: string, text: string, frames = 5) {
  const [code] = bwipjs.raw('qrcode', text, {}) as Array<{
    pixs: number[];
    pixx: number;
    pixy: number;
  }>;
  if (!code) throw new Error('bwip-js made no QR code');
  const quiet = 4;
  const scale = Math.floor(Math.min(W, H) / (code.pixx + 2 * quiet) / 1.3);
  const left = Math.floor((W - code.pixx * scale) / 2);
  const top = Math.floor((H - code.pixy * scale) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < code.pixy; y++)
    for (let x = 0; x < code.pixx; x++) {
      if (!code.pixs[y * code.pixx + x]) continue;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * W + left + x * scale,
          (top + y * scale + dy) * W + left + (x + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array(frames).fill(frame)]));
}
