import type { Locale } from '@tijara/domain';
import type ar from './messages/ar.json';

/** The app's copy. Arabic is the reference; the catalogue check fails on a key missing elsewhere. */
export type AppMessageKey = keyof typeof ar;

export type AppCatalogue = Readonly<Record<AppMessageKey, string>>;

/**
 * Each language's catalogue is its own chunk: a page downloads the one it shows, not all four.
 * The language changes only with a reload (spec section 1), so one catalogue serves a whole visit.
 */
const loaders: Record<Locale, () => Promise<{ default: AppCatalogue }>> = {
  ar: () => import('./messages/ar.json'),
  ckb: () => import('./messages/ckb.json'),
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
};

export async function loadCatalogue(locale: Locale): Promise<AppCatalogue> {
  return (await loaders[locale]()).default;
}
