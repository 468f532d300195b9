import type { z } from 'zod';

/** The parts of zod's internal definition this walk reads (zod 4: `schema._zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every place a request schema accepts a string, as a field path (`thirdPartyInfo.nickName`,
 * `attachments.0.name`), read from the schema itself so a field added to the contract is covered
 * without a hand-kept list. An array contributes its first element (`0`).
 */
export function stringFieldsOf(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const walk = (current: z.ZodType, path: readonly string[], depth: number) => {
    if (depth > 20) return;
    const def = defOf(current);
    switch (def.type) {
      case 'string':
      case 'template_literal':
        if (path.length > 0) found.add(path.join('.'));
        return;
      case 'object':
        for (const [key, field] of Object.entries(def.shape ?? {})) walk(field, [...path, key], depth + 1);
        return;
      case 'array':
        if (def.element) walk(def.element, [...path, '0'], depth + 1);
        return;
      case 'union':
        for (const option of def.options ?? []) walk(option, path, depth + 1);
        return;
      case 'intersection':
        if (def.left) walk(def.left, path, depth + 1);
        if (def.right) walk(def.right, path, depth + 1);
        return;
      case 'pipe':
        // The input side is what the caller sends; a transform's output is the server's own.
        if (def.in) walk(def.in, path, depth + 1);
        return;
      case 'lazy':
        if (def.getter) walk(def.getter(), path, depth + 1);
        return;
      default:
        if (def.innerType) walk(def.innerType, path, depth + 1);
    }
  };
  walk(schema, [], 0);
  return [...found].sort();
}

/** `body` with `value` put at `path` (objects and arrays made along the way). */
export function withValueAt(body: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(
    body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {},
  ) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      target[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(keys[index + 1] ?? '');
    const existing = target[key];
    if (existing === null || typeof existing !== 'object') target[key] = nextIsIndex ? [] : {};
    target = target[key] as Record<string, unknown>;
  });
  return copy;
}
