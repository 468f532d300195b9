import { lazyModule, type LazyModule } from '../lazy/lazyMenu';

/**
 * A lazily loaded module that arrives only when the story lets it through (`release()`), as on
 * a slow network, so a play function can press a lazy menu's button before its code is there.
 */
export function slowModule<T>(importer: () => Promise<T>): { module: LazyModule<T>; release: () => void } {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { module: lazyModule(() => gate.then(importer)), release: () => release() };
}
