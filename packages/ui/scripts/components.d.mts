export const packageRoot: string;
export const INTERNAL_FOLDERS: Set<string>;
export const FONT_SCRIPTS: string[];
export function publishedComponents(): string[];
export function exportMaps(components: string[]): {
  source: Record<string, string>;
  dist: Record<string, string | { types: string; import: string }>;
};
