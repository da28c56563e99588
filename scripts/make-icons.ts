/** Writes the PWA icons (a plain PNG encoder, so no image tool is needed). Run once; the PNGs are committed. */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([len, body, sum]);
};

function icon(size: number): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const roof = v > 0.22 && v < 0.42 && Math.abs(u - 0.5) < (v - 0.22) * 1.6;
      const wall = v >= 0.42 && v < 0.8 && u > 0.2 && u < 0.8;
      const door =
        v >= 0.55 &&
        v < 0.8 &&
        u > 0.32 &&
        u < 0.68 &&
        Math.floor(((v - 0.55) * size) / (size * 0.06)) % 2 === 0;
      const white = (roof || wall) && !door;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = white ? 255 : 0x40;
      raw[o + 1] = white ? 255 : 0x9e;
      raw[o + 2] = 255;
      raw[o + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const app of ['apps/backoffice/public', 'apps/pda/public']) {
  for (const size of [192, 512]) writeFileSync(`${app}/icon-${size}.png`, icon(size));
}
