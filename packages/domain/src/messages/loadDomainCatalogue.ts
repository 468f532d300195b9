import type { Locale } from '../locale';
import type { DomainCatalogue } from './messageKey';

/**
 * Each locale's messages as a chunk of its own, for a browser app that shows one language per
 * visit (the storefront loads it beside its own copy). Kept apart from `DOMAIN_MESSAGES`, which
 * imports all four, so a bundler can split them.
 */
const loaders: Record<Locale, () => Promise<DomainCatalogue>> = {
  ar: async () => (await import('./ar')).ar,
  ckb: async () => (await import('./ckb')).ckb,
  en: async () => (await import('./en')).en,
  zh: async () => (await import('./zh')).zh,
};

export function loadDomainCatalogue(locale: Locale): Promise<DomainCatalogue> {
  return loaders[locale]();
}
