import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
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
  HELP_BUTTON_EDGE_PX,
  isDrag,
  logicalDelta,
  type HelpButtonPosition,
  type ViewportSize,
} from './position';

export interface FloatingHelpButtonProps {
  /** Opens the live-chat widget. */
  onOpen: () => void;
  /** Unread chat messages, shown as a badge until the chat is opened. @default 0 */
  unreadCount?: number;
  /** Where the button starts (from the window's inline-start and top edges); clamped. @default the bottom inline-end corner, or its dock */
  defaultPosition?: HelpButtonPosition;
  /**
   * Where the buyer put the button (controlled), null for its starting place; pair it with
   * `onPositionChange` to remember a drag across pages and visits.
   */
  position?: HelpButtonPosition | null;
  /** Called with the button's place after each drag or arrow-key move. */
  onPositionChange?: (position: HelpButtonPosition) => void;
  /**
   * Until the buyer moves it, the button sits in its parent's flow, in a place the page keeps
   * free for it (a slot of the sticky header), so it covers nothing at any width; the first drag
   * or arrow key takes it from there to a fixed place in the window. @default false
   */
  docked?: boolean;
  /**
   * Changes the text colour every 500 ms to draw the eye (spec section 9). Never flashes when the
   * buyer asks for reduced motion. @default true
   */
  flashing?: boolean;
  /** Layout only. */
  className?: string;
}

const viewport = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size as one stable value for `useSyncExternalStore` (an object would be new each read). */
const readViewportKey = () => `${window.innerWidth}x${window.innerHeight}`;
/** A server has no window: the button is placed by CSS there (`serverPlacement`) until hydration. */
const readNoViewport = () => null;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function parseViewportKey(key: string): ViewportSize {
  const [width = 0, height = 0] = key.split('x').map(Number);
  return { width, height };
}

/**
 * Where the button sits before the window can be read (a server render, the first render of a
 * hydration): the same clamp as `clampPosition`, done by CSS, so the server-rendered button is
 * already in its corner and hydration moves nothing.
 */
function serverPlacement(requested: HelpButtonPosition | null): CSSProperties {
  const clamp = (value: number | undefined, windowSize: string) => {
    const far = `max(0px, ${windowSize} - ${HELP_BUTTON_EDGE_PX}px)`;
    return value === undefined ? far : `clamp(0px, ${value}px, ${far})`;
  };
  return {
    insetInlineStart: clamp(requested?.inline, '100vw'),
    insetBlockStart: clamp(requested?.block, '100vh'),
  };
}

/**
 * The floating help button (spec sections 1 and 9): fixed over the page, dragged with a pointer or
 * moved with the arrow keys, always kept inside the window minus 100 px. A press that moves less
 * than 10 px is a click: it opens the live chat and clears the unread badge.
 */
export function FloatingHelpButton({
  onOpen,
  unreadCount = 0,
  defaultPosition,
  position: controlledPosition,
  onPositionChange,
  docked = false,
  flashing = true,
  className,
}: FloatingHelpButtonProps) {
  const t = useMessages(floatingHelpButtonMessages);
  const { direction } = useUI();
  const hintId = useId();
  const { focusProps, isFocusVisible } = useFocusRing();
  /** Where the buyer put the button (null: the starting place), kept inside the window when shown. */
  const [ownRequested, setOwnRequested] = useState<HelpButtonPosition | null>(defaultPosition ?? null);
  const requested = controlledPosition === undefined ? ownRequested : controlledPosition;
  const setRequested = (next: HelpButtonPosition) => {
    setOwnRequested(next);
    onPositionChange?.(next);
  };
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inDock = docked && requested === null;
  // The window is read through an external store, never during render: on a server there is none,
  // and a hydration's first render must match the server's markup. In its dock the button is
  // placed by the page's flow, so the window is not read at all: reading its size makes the
  // browser lay the page out there and then (about 20 ms on a slow phone as the button mounts).
  const viewportKey = useSyncExternalStore(
    subscribeToResize,
    inDock ? readNoViewport : readViewportKey,
    readNoViewport,
  );
  const size = viewportKey === null ? null : parseViewportKey(viewportKey);
  /** Where the button is now, in the window's logical terms: its dock's place while docked. */
  const placeIn = (area: ViewportSize): HelpButtonPosition => {
    if (requested) return clampPosition(requested, area);
    const box = inDock ? buttonRef.current?.getBoundingClientRect() : undefined;
    if (!box) return cornerPosition(area);
    return clampPosition(
      { inline: direction === 'rtl' ? area.width - box.right : box.left, block: box.top },
      area,
    );
  };
  const position = size && !inDock ? placeIn(size) : null;
  const [dragging, setDragging] = useState(false);
  const [clearedAt, setClearedAt] = useState<number | null>(null);
  const [flashOn, setFlashOn] = useState(false);
  /** Set when a drag ends, so the click the browser sends after it does not open the chat. */
  const suppressClick = useRef(false);

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
    const start = placeIn(viewport());
    let moved = false;
    const onMove = (move: globalThis.PointerEvent) => {
      const dx = move.clientX - startX;
      const dy = move.clientY - startY;
      if (!moved && !isDrag(dx, dy)) return;
      moved = true;
      setDragging(true);
      const delta = logicalDelta(dx, dy, direction);
      setRequested(
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
    const current = placeIn(viewport());
    setRequested(
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
        ref={buttonRef}
        type="button"
        aria-describedby={hintId}
        data-focus-visible={isFocusVisible || undefined}
        data-dragging={dragging || undefined}
        data-docked={inDock || undefined}
        data-flash={flashOn ? 'on' : 'off'}
        className={[button, className].filter(Boolean).join(' ')}
        style={
          inDock
            ? undefined
            : position
              ? { insetInlineStart: position.inline, insetBlockStart: position.block }
              : serverPlacement(requested)
        }
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
