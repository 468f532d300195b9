export { FloatingHelpButton, type FloatingHelpButtonProps } from './FloatingHelpButton';
export { floatingHelpButtonMessages } from './FloatingHelpButton.messages';
export {
  arrowKeyDelta,
  clampPosition,
  DRAG_THRESHOLD_PX,
  FLASH_INTERVAL_MS,
  HELP_BUTTON_EDGE_PX,
  isDrag,
  KEYBOARD_STEP_PX,
  logicalDelta,
  type HelpButtonPosition,
  type ViewportSize,
} from './position';
