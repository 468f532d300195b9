import { createHash } from 'node:crypto';

/**
 * Bumped when a drawing's code changes in a way its SVG text does not show (the renderer, the
 * WebP settings), so the content-addressed keys change and no browser keeps a stale copy.
 */
export const ART_VERSION = 1;

/** A picture drawn by code: SVG content on a `width` x `height` canvas, rendered at any size. */
export interface Drawing {
  width: number;
  height: number;
  body: string;
}

/** The SVG document of `drawing` rendered at `width` x `height` pixels. */
export function svgDocument(drawing: Drawing, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" width="${width}" height="${height}">${drawing.body}</svg>`;
}

/**
 * A short fingerprint of what a drawing looks like: keys built from it change whenever the
 * picture does, which is what lets the media route tell browsers to keep files for a year.
 */
export function drawingFingerprint(drawing: Drawing): string {
  return createHash('sha256')
    .update(`${ART_VERSION}\n${drawing.width}x${drawing.height}\n${drawing.body}`)
    .digest('hex')
    .slice(0, 16);
}
