import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useFocusRing, VisuallyHidden } from 'react-aria';
import { InboxIcon } from '../../icons';
import { media } from '../../theme/media';
import { useMessages, useUI } from '../../provider';
import { Badge } from '../Badge';
import { button, label } from './FloatingHelpButton.css';
import { floatingHelpButtonMessages } from './FloatingHelpButton.messages';
import {
  arrowKeyDelta,
  clampPosition,
  defaultPosition as cornerPosition,
  FLASH_INTERVAL_MS,
  isDrag,
  logicalDelta,
  type HelpButtonPosition,
} from './position';

export interface FloatingHelpButtonProps {
  /** Opens the live-chat widget. */
  onOpen: () => void;
  /** Unread chat messages, shown as a badge until the chat is opened. @default 0 */
  unreadCount?: number;
  /** Where the button starts (from the window's inline-start and top edges); clamped. @default the bottom inline-end corner */
  defaultPosition?: HelpButtonPosition;
  /**
   * Changes the text colour every 500 ms to draw the eye (spec section 9). Never flashes when the
   * buyer asks for reduced motion. @default true
   */
  flashing?: boolean;
  /** Layout only. */
  className?: string;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating help button (spec sections 1 and 9): fixed over the page, dragged with a pointer or
 * moved with the arrow keys, always kept inside the window minus 100 px. A press that moves less
 * than 10 px is a click: it opens the live chat and clears the unread badge.
 */
export function FloatingHelpButton({
  onOpen,
  unreadCount = 0,
  defaultPosition,
  flashing = true,
  className,
}: FloatingHelpButtonProps) {
  const t = useMessages(floatingHelpButtonMessages);
  const { direction } = useUI();
  const hintId = useId();
  const { focusProps, isFocusVisible } = useFocusRing();
  const [position, setPosition] = useState(() =>
    defaultPosition ? clampPosition(defaultPosition, viewport()) : cornerPosition(viewport()),
  );
  const [dragging, setDragging] = useState(false);
  const [clearedAt, setClearedAt] = useState<number | null>(null);
  const [flashOn, setFlashOn] = useState(false);
  /** Set when a drag ends, so the click the browser sends after it does not open the chat. */
  const suppressClick = useRef(false);

  useEffect(() => {
    const onResize = () => setPosition((current) => clampPosition(current, viewport()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (!flashing || window.matchMedia(media.reducedMotion).matches) return;
    const timer = window.setInterval(() => setFlashOn((on) => !on), FLASH_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      setFlashOn(false);
    };
  }, [flashing]);

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    const startX = event.clientX;
    const startY = event.clientY;
    const start = position;
    let moved = false;
    const onMove = (move: globalThis.PointerEvent) => {
      const dx = move.clientX - startX;
      const dy = move.clientY - startY;
      if (!moved && !isDrag(dx, dy)) return;
      moved = true;
      setDragging(true);
      const delta = logicalDelta(dx, dy, direction);
      setPosition(
        clampPosition({ inline: start.inline + delta.inline, block: start.block + delta.block }, viewport()),
      );
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      setDragging(false);
      suppressClick.current = moved;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const move = arrowKeyDelta(event.key);
    if (!move) return;
    event.preventDefault();
    const delta = logicalDelta(move.dx, move.dy, direction);
    setPosition((current) =>
      clampPosition(
        { inline: current.inline + delta.inline, block: current.block + delta.block },
        viewport(),
      ),
    );
  }

  function onClick() {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    setClearedAt(unreadCount);
    onOpen();
  }

  const unread = clearedAt === unreadCount ? 0 : unreadCount;

  return (
    <>
      <button
        {...focusProps}
        type="button"
        aria-describedby={hintId}
        data-focus-visible={isFocusVisible || undefined}
        data-dragging={dragging || undefined}
        data-flash={flashOn ? 'on' : 'off'}
        className={[button, className].filter(Boolean).join(' ')}
        style={{ insetInlineStart: position.inline, insetBlockStart: position.block }}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {/* First in the name ("Help, 3 unread messages"), drawn under the icon. */}
        <span className={label}>{t('help')}</span>
        <Badge count={unread} label={t('unread', { count: unread })}>
          <InboxIcon />
        </Badge>
      </button>
      <VisuallyHidden elementType="span" id={hintId}>
        {t('hint')}
      </VisuallyHidden>
    </>
  );
}
