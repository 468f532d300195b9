import { tokens } from '../../theme/tokens';
import { imageSearchEncoding } from './imageSearchEncoding';

/**
 * Decodes an image, redraws it at the image-search size and re-encodes it as JPEG at quality 0.5
 * (spec section 5), with the browser's canvas. JPEG has no transparency, so a transparent PNG is
 * drawn on the page's surface colour rather than on black. Rejects when the image cannot be read.
 */
export async function downscaleForImageSearch(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const encoding = imageSearchEncoding({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement('canvas');
    canvas.width = encoding.width;
    canvas.height = encoding.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to redraw the image on');
    context.fillStyle = tokens.color.surface;
    context.fillRect(0, 0, encoding.width, encoding.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, encoding.width, encoding.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        encoding.type,
        encoding.quality,
      );
    });
  } finally {
    bitmap.close();
  }
}
