import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { PauseIcon, PlayIcon } from '../../icons';
import { useMessages } from '../../provider';
import * as styles from './VideoPlayer.css';
import { videoPlayerMessages } from './VideoPlayer.messages';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION).matches;

/**
 * Whether the buyer asked for less motion; follows the setting while the page is open. Rendered on
 * a server, and while a server-rendered page hydrates, it is false (there is no setting to read),
 * then the buyer's setting.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, readReducedMotion, () => false);
}

/** Starts or stops a video, ignoring browsers that refuse to play (no source yet, autoplay rules). */
function setPlaying(video: HTMLVideoElement, playing: boolean) {
  try {
    if (playing) {
      const started = video.play() as Promise<void> | undefined;
      started?.catch(() => undefined);
    } else {
      video.pause();
    }
  } catch {
    // jsdom and old browsers: nothing to play.
  }
}

export interface VideoPlayerProps {
  /** The video's address. */
  src: string;
  /** The picture shown before the video plays (the product's thumbnail). */
  poster?: string | undefined;
  /** What the video shows, for screen readers (the product name); the built-in "Video" by default. */
  label?: string | undefined;
  /**
   * `player`: a video the buyer starts with a play / pause button (sound as recorded).
   * `preview`: a muted, looping clip without controls that plays while `isPlaying` (a product
   * card's hover preview); decorative, hidden from screen readers. @default 'player'
   */
  mode?: 'player' | 'preview';
  /** Preview mode: plays while true; it never plays when the buyer prefers reduced motion. @default false */
  isPlaying?: boolean;
  /** The intrinsic size, so the frame is reserved before the video loads. */
  width?: number | undefined;
  height?: number | undefined;
  /** Layout only (margin, grid placement). */
  className?: string;
}

/**
 * A small video player on the native `<video>`: nothing loads before it plays (`preload="none"`),
 * the poster shows until then. The player mode has one play / pause button with built-in
 * names; the preview mode is the muted clip a product card plays on hover or focus.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  mode = 'player',
  isPlaying = false,
  width,
  height,
  className,
}: VideoPlayerProps) {
  const t = useMessages(videoPlayerMessages);
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlayingState] = useState(false);
  const previewPlaying = mode === 'preview' && isPlaying && !reducedMotion;

  useEffect(() => {
    const video = ref.current;
    if (!video || mode !== 'preview') return;
    setPlaying(video, previewPlaying);
    if (!previewPlaying) video.currentTime = 0;
  }, [mode, previewPlaying]);

  if (mode === 'preview') {
    return (
      <video
        ref={ref}
        className={[styles.preview, className].filter(Boolean).join(' ')}
        src={src}
        poster={poster}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        data-playing={previewPlaying || undefined}
      />
    );
  }

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    const next = !playing;
    setPlaying(video, next);
    setPlayingState(next);
  };

  return (
    <figure className={[styles.frame, className].filter(Boolean).join(' ')}>
      <video
        ref={ref}
        className={styles.video}
        src={src}
        poster={poster}
        width={width}
        height={height}
        playsInline
        preload="none"
        aria-label={label ?? t('video')}
        data-playing={playing || undefined}
        onEnded={() => setPlayingState(false)}
      />
      <Button className={styles.toggle} aria-label={t(playing ? 'pause' : 'play')} onPress={toggle}>
        {playing ? <PauseIcon /> : <PlayIcon />}
      </Button>
    </figure>
  );
}
