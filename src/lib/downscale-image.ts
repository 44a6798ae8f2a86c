// A phone's camera photo is 3–12 MB; the evidence of a signed card needs a few hundred KB. The photo is
// redrawn on a canvas (which also drops its EXIF metadata, location included) as a JPEG whose longest
// edge is at most MAX_EDGE pixels, lowering the quality until it fits MAX_BYTES.
export const MAX_EDGE = 1600;
export const MAX_BYTES = 600 * 1024;
const QUALITIES = [0.8, 0.7, 0.6, 0.5, 0.4];

/** The size that fits within maxEdge × maxEdge keeping the aspect ratio; never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('This photo could not be compressed'))), 'image/jpeg', quality),
  );
}

/** The photo as a small JPEG (upright as the camera took it). */
export async function downscaleToJpeg(file: Blob, maxEdge = MAX_EDGE, maxBytes = MAX_BYTES): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('This file is not a photo this browser can open');
  }
  const size = fitWithin(bitmap.width, bitmap.height, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This photo could not be compressed');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  let blob = await toJpeg(canvas, QUALITIES[0] ?? 0.8);
  for (const quality of QUALITIES.slice(1)) {
    if (blob.size <= maxBytes) break;
    blob = await toJpeg(canvas, quality);
  }
  return blob;
}
