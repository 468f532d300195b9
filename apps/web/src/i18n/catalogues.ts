import type { Locale } from '@tijara/domain';
import ar from './messages/ar.json';
import ckb from './messages/ckb.json';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The app's copy. Arabic is the reference; the type makes a key missing elsewhere a compile error. */
export type AppMessageKey = keyof typeof ar;

export const appCatalogues: Record<Locale, Record<AppMessageKey, string>> = { ar, ckb, en, zh };
