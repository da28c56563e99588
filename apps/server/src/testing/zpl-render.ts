import upngModule from '@pdf-lib/upng';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';

interface Upng {
  decode(buffer: ArrayBuffer | Uint8Array): { width: number; height: number };
  toRGBA8(image: { width: number; height: number }): ArrayBuffer[];
}
// Node loads the package's CommonJS build, which puts the API one level down; Vite loads the ES build
const loaded = upngModule as unknown as Upng & { default?: Upng };
const UPNG: Upng = loaded.default ?? loaded;

export interface RenderedLabel {
  png: Buffer;
  width: number;
  height: number;
  /** One grey value per pixel, 0 black … 255 white. */
  luminance: Uint8ClampedArray;
  dpmm: number;
}

/** Renders one ZPL label to PNG with the Zebrash renderer (WebAssembly, no native parts). */
export async function renderZpl(
  zpl: string,
  widthMm: number,
  heightMm: number,
  dpi: number,
): Promise<RenderedLabel> {
  const { ready } = await import('zpl-renderer-js');
  const { api } = await ready;
  const dpmm = Math.round(dpi / 25.4);
  const png = Buffer.from(await api.zplToBase64Async(zpl, widthMm, heightMm, dpmm), 'base64');
  const image = UPNG.decode(png);
  const rgba = new Uint8Array(UPNG.toRGBA8(image)[0]!);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    // transparent pixels are the white label
    const alpha = rgba[i * 4 + 3]! / 255;
    luminance[i] = Math.round(255 - alpha * (255 - rgba[i * 4]!));
  }
  return { png, width: image.width, height: image.height, luminance, dpmm };
}

/**
 * Decodes the Code 128 (or GS1-128) barcode lying between `fromMm` and `toMm` from the top of the label,
 * so a label with two barcodes is read one strip at a time.
 */
export function decodeStrip(label: RenderedLabel, fromMm: number, toMm: number): string {
  const top = Math.max(0, Math.round(fromMm * label.dpmm));
  const bottom = Math.min(label.height, Math.round(toMm * label.dpmm));
  const strip = label.luminance.slice(top * label.width, bottom * label.width);
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new MultiFormatReader();
  reader.setHints(hints);
  const source = new RGBLuminanceSource(strip, label.width, bottom - top);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}
