export { usePrefersReducedMotion, VideoPlayer, type VideoPlayerProps } from './VideoPlayer';
