import {
  IMAGE_SEARCH_OUTPUT_TYPE,
  IMAGE_SEARCH_QUALITY,
  imageSearchFileProblem,
  imageSearchSize,
  type FileDescription,
  type PixelSize,
} from '@tijara/domain';

/** How an image is redrawn and re-encoded before image search. */
export interface ImageSearchEncoding extends PixelSize {
  /** The MIME type `canvas.toBlob` encodes to: JPEG, whatever the input was. */
  type: typeof IMAGE_SEARCH_OUTPUT_TYPE;
  /** The encoder quality, 0 to 1. */
  quality: typeof IMAGE_SEARCH_QUALITY;
}

/**
 * The pure arithmetic of the image-search downscale (spec sections 5 and 9): the domain's size
 * (longer side at most 800 px, aspect kept, never enlarged) and its JPEG quality of 0.5.
 */
export function imageSearchEncoding(natural: PixelSize): ImageSearchEncoding {
  return { ...imageSearchSize(natural), type: IMAGE_SEARCH_OUTPUT_TYPE, quality: IMAGE_SEARCH_QUALITY };
}

/**
 * Whether a chosen or pasted file may be searched by: `null` when it may, else the domain's error
 * key (only image/jpeg, image/png and image/jpg are accepted).
 */
export function imageSearchFileError(file: FileDescription): string | null {
  return imageSearchFileProblem(file);
}
