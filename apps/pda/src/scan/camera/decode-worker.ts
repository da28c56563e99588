import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { expose } from 'comlink';

const reader = new MultiFormatReader();
reader.setHints(new Map([[DecodeHintType.TRY_HARDER, true]]));

/** Decodes one RGBA frame off the main thread; null when no barcode is in it. */
function decode(rgba: ArrayBuffer, width: number, height: number): string | null {
  const pixels = new Uint8ClampedArray(rgba);
  const luminances = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminances.length; i += 1) {
    const o = i * 4;
    luminances[i] = (pixels[o]! + 2 * pixels[o + 1]! + pixels[o + 2]!) >> 2;
  }
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminances, width, height)));
    return reader.decode(bitmap).getText();
  } catch {
    // Not found, or a checksum or format error: no readable code in this frame; try the next one.
    return null;
  } finally {
    reader.reset();
  }
}

const api = { decode };
export type DecodeWorker = typeof api;
expose(api);
