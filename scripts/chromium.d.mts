/** Flags that keep Chromium quiet and reproducible on a closed network and in containers. */
export const CHROMIUM_ARGS: string[];
/** The path of a Chromium executable; throws with install instructions when there is none. */
export function findChromium(): string;
