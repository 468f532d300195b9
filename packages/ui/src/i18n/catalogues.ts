import type { Locale } from '@tijara/domain';
import ar from './messages/ar.json';
import ckb from './messages/ckb.json';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The package's built-in strings; Arabic is the reference catalogue and the fallback. */
export type UIMessageKey = keyof typeof ar;

export const catalogues: Record<Locale, Record<UIMessageKey, string>> = { ar, ckb, en, zh };
