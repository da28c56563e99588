import type { TakenPhoto } from './return-receive-actions.ts';
import { newPhotoId } from './return-receive-actions.ts';

/** The longest side of a stored receipt photo: enough to see damage, small enough to queue offline. */
const MAX_SIDE = 1600;

/**
 * Turns a camera shot into a jpeg of at most 1600 px a side. A browser that cannot redraw the image keeps
 * a jpeg or png as it is; anything else is refused (null).
 */
export async function preparePhoto(file: File): Promise<TakenPhoto | null> {
  const id = newPhotoId();
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
    if (blob) return { id, name: `${id}.jpg`, data: await blob.arrayBuffer() };
  } catch {
    // Not decodable here: fall through to the original bytes.
  }
  const ext = /\.(png|jpe?g)$/i.exec(file.name)?.[1]?.toLowerCase();
  return ext ? { id, name: `${id}.${ext}`, data: await file.arrayBuffer() } : null;
}
