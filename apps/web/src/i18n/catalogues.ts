import { loadDomainCatalogue, type DomainCatalogue, type Locale } from '@tijara/domain';
import type ar from './messages/ar.json';
import type staffAr from './messages/staff/ar.json';

/** The app's own copy. Arabic is the reference; the catalogue check fails on a key missing elsewhere. */
export type AppMessageKey = keyof typeof ar;

/**
 * The staff console's copy (`messages/staff/*.json`): every `staff.*` id, and only those. Kept
 * apart so that no buyer downloads it; the console's layout loads it (`loadStaffCatalogue`).
 */
export type StaffMessageKey = keyof typeof staffAr;

/** The staff console's copy in one language. */
export type StaffCatalogue = Readonly<Record<StaffMessageKey, string>>;

/**
 * What react-intl formats: the app's copy and the domain's messages (every error a rule or a
 * failure's code names, `@tijara/domain`'s catalogue), so each error has one text in every layer.
 */
export type AppCatalogue = Readonly<Record<AppMessageKey, string>> & DomainCatalogue;

/**
 * Each language's catalogue is its own chunk: a page downloads the one it shows, not all four.
 * The language changes only with a reload (spec section 1), so one catalogue serves a whole visit.
 */
const loaders: Record<Locale, () => Promise<{ default: Readonly<Record<AppMessageKey, string>> }>> = {
  ar: () => import('./messages/ar.json'),
  ckb: () => import('./messages/ckb.json'),
  en: () => import('./messages/en.json'),
  zh: () => import('./messages/zh.json'),
};

/** The app's copy and the domain's messages in `locale`, loaded side by side. */
export async function loadCatalogue(locale: Locale): Promise<AppCatalogue> {
  const [app, domain] = await Promise.all([loaders[locale](), loadDomainCatalogue(locale)]);
  return withDomainMessages(app.default, domain);
}

/** One catalogue from the app's copy and the domain's messages (the keys never overlap). */
export function withDomainMessages(
  app: Readonly<Record<AppMessageKey, string>>,
  domain: DomainCatalogue,
): AppCatalogue {
  return { ...domain, ...app };
}

/** Each language's staff catalogue, a chunk of its own that only the console's layout asks for. */
const staffLoaders: Record<Locale, () => Promise<{ default: StaffCatalogue }>> = {
  ar: () => import('./messages/staff/ar.json'),
  ckb: () => import('./messages/staff/ckb.json'),
  en: () => import('./messages/staff/en.json'),
  zh: () => import('./messages/staff/zh.json'),
};

/** The staff console's copy in `locale` (its layout adds it to the app's catalogue). */
export async function loadStaffCatalogue(locale: Locale): Promise<StaffCatalogue> {
  return (await staffLoaders[locale]()).default;
}
