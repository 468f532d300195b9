import type { Direction } from '@tijara/domain';

/** Spec section 9: the button's position is clamped to the window minus 100 px on each axis. */
export const HELP_BUTTON_EDGE_PX = 100;
/** Spec section 9: a pointer that moves less than 10 px between press and release clicks. */
export const DRAG_THRESHOLD_PX = 10;
/** Spec section 9: the button's text changes colour every 500 ms. */
export const FLASH_INTERVAL_MS = 500;
/** How far one arrow key moves the button (a UI choice, not in the spec). */
export const KEYBOARD_STEP_PX = 20;

/** Where the button is: `inline` from the inline-start edge of the window, `block` from the top. */
export interface HelpButtonPosition {
  inline: number;
  block: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** Spec section 9: keeps the button inside 0..(window - 100 px) on both axes. */
export function clampPosition(position: HelpButtonPosition, viewport: ViewportSize): HelpButtonPosition {
  const clamp = (value: number, size: number) =>
    Math.min(Math.max(value, 0), Math.max(size - HELP_BUTTON_EDGE_PX, 0));
  return { inline: clamp(position.inline, viewport.width), block: clamp(position.block, viewport.height) };
}

/** Spec section 9: a press that moved 10 px or more is a drag; anything shorter is a click. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}

/**
 * How far a pointer move on screen moves the button, in its own logical terms: in right to left
 * the inline axis runs from the right edge, so a move to the right is a move back toward the start.
 */
export function logicalDelta(dx: number, dy: number, direction: Direction): HelpButtonPosition {
  return { inline: direction === 'rtl' ? -dx : dx, block: dy };
}

/** The on-screen move of an arrow key (left moves left in either direction), or null for other keys. */
export function arrowKeyDelta(key: string, step = KEYBOARD_STEP_PX): { dx: number; dy: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/** Where the button starts: at the clamp's far corner, the bottom inline-end one. */
export function defaultPosition(viewport: ViewportSize): HelpButtonPosition {
  return clampPosition({ inline: viewport.width, block: viewport.height }, viewport);
}
