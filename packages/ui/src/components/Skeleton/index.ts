export {
  Skeleton,
  SKELETON_SHAPES,
  SkeletonGroup,
  type SkeletonGroupProps,
  type SkeletonProps,
  type SkeletonShape,
} from './Skeleton';
