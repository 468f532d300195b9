import { lazyRoute, type LazyRoute, type RouteModule } from './routeLoading';

/**
 * Every screen's route file (`src/modules/<feature>/route.tsx` or `*Route.tsx`), each its own chunk,
 * downloaded the first time its route is visited. A glob rather than one `import()` per screen in
 * the route table: the table then names a screen by its module, which is also the name Vite's
 * build manifest gives it (the server renderer finds a page's style sheets by it), and the screens
 * may import the table's address builders without an import cycle.
 */
const SCREEN_MODULES = import.meta.glob<RouteModule>('../modules/*/{route,*Route}.tsx');

/** A screen's module as the route table and Vite's manifest name it: `src/modules/home/route.tsx`. */
export type ScreenModule = `src/modules/${string}/${string}.tsx`;

const screens = new Map<ScreenModule, LazyRoute>();

/** The lazily loaded screen of `module` (one per module, shared by the routes that show it). */
export function screenOf(module: ScreenModule): LazyRoute {
  let screen = screens.get(module);
  if (!screen) {
    const load = SCREEN_MODULES[module.replace(/^src\//, '../')];
    if (!load) throw new Error(`no route file ${module} (src/modules/<feature>/route.tsx or *Route.tsx)`);
    screen = lazyRoute(load);
    screens.set(module, screen);
  }
  return screen;
}

/** Every route file there is, as `ScreenModule`s (for the route table's test). */
export const SCREEN_MODULE_NAMES: readonly string[] = Object.keys(SCREEN_MODULES).map((key) =>
  key.replace(/^\.\.\//, 'src/'),
);
