import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A module downloaded on first need, once. A failed download (offline, a deploy replaced the
 * chunk) is forgotten, so the next need tries again.
 */
export interface LazyModule<T> {
  /** Starts the download if it has not started; resolves with the module. */
  load: () => Promise<T>;
  /** The module once it has loaded, else undefined. */
  readonly current: T | undefined;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let pending: Promise<T> | undefined;
  let current: T | undefined;
  return {
    load() {
      pending ??= importer().then(
        (loaded) => (current = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}

/** What the light trigger needs: it starts the download on the buyer's first sign of intent. */
export interface LightTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onHoverStart: () => void;
  onFocus: () => void;
  onPress: () => void;
}

export interface LazyMenu<T> {
  /** The full component's module, once loaded: render it instead of the light trigger. */
  loaded: T | undefined;
  /** Props for the light trigger. */
  trigger: LightTriggerProps;
  /** For the full component's trigger, which takes focus if the light one had it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The full component's open state, controlled here so a press made before it loaded opens it. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The hand-over from a light trigger (a button with no menu code) to the full menu component.
 * Hovering, focusing or pressing the trigger downloads the menu; when it arrives the full
 * component takes the trigger's place, its trigger taking focus if the light one had it, and
 * opening if the light one was pressed meanwhile. It opens one render after it mounts, once its
 * trigger has focus, so that closing it returns focus to that trigger as usual.
 */
export function useLazyMenu<T>(module: LazyModule<T>, onOpenChange?: (isOpen: boolean) => void): LazyMenu<T> {
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() =>
    module.current === undefined ? undefined : { value: module.current },
  );
  const [handOver, setHandOver] = useState({ focus: false, open: false });
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (loaded) return;
    module.load().then(
      (value) => {
        if (!mounted.current) return;
        const focused = ref.current !== null && ref.current === document.activeElement;
        setHandOver({ focus: focused || pressed.current, open: pressed.current });
        setLoaded({ value });
      },
      () => {
        // Still the light trigger; the next hover, focus or press tries again.
        pressed.current = false;
      },
    );
  }, [loaded, module]);

  const latestOnOpenChange = useRef(onOpenChange);
  useEffect(() => {
    latestOnOpenChange.current = onOpenChange;
  });
  // Once, when the full component has mounted: focus first (at once, not after a frame as
  // autoFocus may), then open, so the menu's focus scope returns focus to this trigger.
  useLayoutEffect(() => {
    if (!loaded) return;
    if (handOver.focus) triggerRef.current?.focus();
    if (!handOver.open) return;
    setOpen(true);
    latestOnOpenChange.current?.(true);
  }, [loaded, handOver]);

  return {
    loaded: loaded?.value,
    trigger: {
      ref,
      onHoverStart: load,
      onFocus: load,
      onPress: () => {
        pressed.current = true;
        load();
      },
    },
    triggerRef,
    isOpen,
    onOpenChange: (next) => {
      setOpen(next);
      onOpenChange?.(next);
    },
  };
}
