import type { Locale } from '../locale';
import { ar } from './ar';
import { ckb } from './ckb';
import { en } from './en';
import { zh } from './zh';
import type { DomainCatalogue } from './messageKey';

/**
 * The one text of every domain key in every locale, for the server and the ui package. A browser
 * app that shows one language should load one with `loadDomainCatalogue` instead, so a page does
 * not download all four.
 */
export const DOMAIN_MESSAGES: Readonly<Record<Locale, DomainCatalogue>> = { ar, ckb, en, zh };
