export {
  LoadingBar,
  LOADING_BAR_PLACEMENTS,
  type LoadingBarPlacement,
  type LoadingBarProps,
} from './LoadingBar';
