import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverRoot } from '../../paths';
import { contentFingerprint } from '../../modules/media/mediaKeys';
import type { MediaFile } from '../../modules/media/mediaRepository';

/**
 * The generated sample clips (scripts/make-sample-videos.sh): 3 s, 320 x 320, H.264. They are
 * committed, so neither the seed nor CI needs ffmpeg.
 */
export const SAMPLE_VIDEO_DIR = path.join(serverRoot, 'assets', 'video');

/** An MP4 (ISO base media) file starts with a box whose type, at byte 4, is `ftyp`. */
function isMp4(bytes: Uint8Array): boolean {
  return bytes.length > 12 && Buffer.from(bytes.subarray(4, 8)).toString('latin1') === 'ftyp';
}

/** The sample clips as media files, keyed by their content, in file-name order. */
export async function loadSampleVideos(directory = SAMPLE_VIDEO_DIR): Promise<MediaFile[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.mp4')).sort();
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const bytes = await readFile(path.join(directory, name));
      if (!isMp4(bytes)) throw new Error(`${path.join(directory, name)} is not an MP4 file`);
      return {
        key: `catalogue/video/${contentFingerprint(bytes)}.mp4`,
        contentType: 'video/mp4',
        bytes,
        width: null,
        height: null,
      } satisfies MediaFile;
    }),
  );
  return files;
}
