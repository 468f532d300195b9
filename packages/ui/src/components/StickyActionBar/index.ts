export {
  StickyActionBar,
  STICKY_ACTION_BAR_MODES,
  type StickyActionBarMode,
  type StickyActionBarProps,
} from './StickyActionBar';
