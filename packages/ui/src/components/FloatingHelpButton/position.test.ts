import { describe, expect, it } from 'vitest';
import {
  arrowKeyDelta,
  clampPosition,
  defaultPosition,
  DRAG_THRESHOLD_PX,
  FLASH_INTERVAL_MS,
  HELP_BUTTON_EDGE_PX,
  isDrag,
  logicalDelta,
} from './position';

const window800x600 = { width: 800, height: 600 };

describe('clampPosition (spec section 9: window minus 100 px)', () => {
  it('uses the spec numbers', () => {
    expect([HELP_BUTTON_EDGE_PX, DRAG_THRESHOLD_PX, FLASH_INTERVAL_MS]).toEqual([100, 10, 500]);
  });
  it('keeps a position inside 0..window - 100 on both axes', () => {
    expect(clampPosition({ inline: 350, block: 250 }, window800x600)).toEqual({ inline: 350, block: 250 });
    expect(clampPosition({ inline: 701, block: 501 }, window800x600)).toEqual({ inline: 700, block: 500 });
    expect(clampPosition({ inline: 700, block: 500 }, window800x600)).toEqual({ inline: 700, block: 500 });
    expect(clampPosition({ inline: -5, block: -1 }, window800x600)).toEqual({ inline: 0, block: 0 });
  });
  it('pins a window smaller than 100 px to the start', () => {
    expect(clampPosition({ inline: 40, block: 40 }, { width: 80, height: 60 })).toEqual({
      inline: 0,
      block: 0,
    });
  });
  it('starts at the far corner of the clamp', () => {
    expect(defaultPosition(window800x600)).toEqual({ inline: 700, block: 500 });
  });
});

describe('isDrag (spec section 9: 10 px click-versus-drag threshold)', () => {
  it('is a click below 10 px', () => {
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(9, 0)).toBe(false);
    expect(isDrag(0, -9.9)).toBe(false);
    expect(isDrag(6, 7)).toBe(false);
  });
  it('is a drag from 10 px, in any direction', () => {
    expect(isDrag(10, 0)).toBe(true);
    expect(isDrag(0, -10)).toBe(true);
    expect(isDrag(8, 8)).toBe(true);
  });
});

describe('moves', () => {
  it('reads a pointer move against the inline axis in right to left', () => {
    expect(logicalDelta(30, 5, 'ltr')).toEqual({ inline: 30, block: 5 });
    expect(logicalDelta(30, 5, 'rtl')).toEqual({ inline: -30, block: 5 });
  });
  it('moves on screen with the arrow keys only', () => {
    expect(arrowKeyDelta('ArrowLeft', 20)).toEqual({ dx: -20, dy: 0 });
    expect(arrowKeyDelta('ArrowRight', 20)).toEqual({ dx: 20, dy: 0 });
    expect(arrowKeyDelta('ArrowUp', 20)).toEqual({ dx: 0, dy: -20 });
    expect(arrowKeyDelta('ArrowDown', 20)).toEqual({ dx: 0, dy: 20 });
    expect(arrowKeyDelta('Enter')).toBeNull();
  });
});
