/**
 * A product's search document (issue 16, items 2 and 3): what the catalogue's keyword search
 * matches a product by, in four sections the database weighs differently (migration 0026 makes
 * each section a text-search weight, A to D), so the search can rank a product by HOW a buyer's
 * word matched it, not only whether:
 *
 * - A, the name: the product's names in every language and its brand, folded by
 *   {@link foldSearchText}; a hyphenated Latin compound ("Razor-Sharp", "T-Shirt", "USB-C") is one
 *   word here ("razorsharp"), as {@link searchQueryOf} writes it from a buyer's query.
 * - B, the category: the names of the product's category and of the categories above it, in every
 *   language, with their stems: "knives", "الشواحن", "إضاءة" find the category's products.
 * - C, the stems and the description: the stem of each name word that has one ("cases" -> "case",
 *   "سماعات" -> "سماع"), and the product's attribute values (material, origin).
 * - D, the parts of words: each part of a hyphenated compound ("razor", "sharp") and each Han
 *   character of a Chinese word of two or more ("锅" of "炒锅"). A buyer's word found only here
 *   is inside another word, and ranks below a product that has it as a word of its own.
 *
 * The same folding runs on a buyer's query, so both sides agree; the server's search decides the
 * ranking (`apps/server/src/modules/catalogue/productSearch.ts`).
 */

import { hanCharactersOf } from './chineseWords';
import { searchStemOf } from './stemming';
import { compoundPartsOf, foldSearchText, searchWordsOf, withJoinedCompounds } from './searchText';

/**
 * Raised whenever the rules that make a document change (folding, stems, sections): the server
 * then writes every product's document again when it starts (`refreshSearchDocuments`).
 */
export const SEARCH_DOCUMENT_VERSION = 2;

/** Between two sections of a document: no folded text can contain it. */
export const SEARCH_SECTION_SEPARATOR = ' ‖ ';

/** Between two texts of a section (two names): also never in folded text. */
const TEXT_SEPARATOR = ' | ';

/** What a product's search document is made from; every list may be empty. */
export interface SearchDocumentParts {
  /** The product's names, in every language it has one. */
  names: readonly (string | null | undefined)[];
  /** Its brand's names. */
  brands?: readonly (string | null | undefined)[];
  /** The names of its category and the categories above it, in every language. */
  categories?: readonly (string | null | undefined)[];
  /** Its attribute values (material, origin...). */
  attributes?: readonly (string | null | undefined)[];
}

function present(texts: readonly (string | null | undefined)[]): string[] {
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** The distinct words of folded texts that have a stem of their own, as their stems. */
function stemsOf(foldedTexts: readonly string[]): string[] {
  const stems = new Set<string>();
  for (const text of foldedTexts)
    for (const word of searchWordsOf(text)) {
      const stem = searchStemOf(word);
      if (stem !== word) stems.add(stem);
    }
  return [...stems];
}

function section(texts: readonly string[]): string {
  return texts
    .filter((text) => text !== '')
    .join(TEXT_SEPARATOR)
    .trim();
}

/** A product's search document: see the module comment for its sections. */
export function searchDocumentOf(parts: SearchDocumentParts): string {
  const nameTexts = present([...parts.names, ...(parts.brands ?? [])]);
  const names = nameTexts.map((text) => foldSearchText(withJoinedCompounds(text)));
  const categories = [...new Set(present(parts.categories ?? []).map(foldSearchText))];
  const attributes = [...new Set(present(parts.attributes ?? []).map(foldSearchText))];
  const wordParts = [...new Set(nameTexts.flatMap(compoundPartsOf))];
  const words = (list: readonly string[]) => list.join(' ');
  return [
    section(names),
    section([...categories, words(stemsOf(categories))]),
    section([words(stemsOf(names)), ...attributes, words(stemsOf(attributes))]),
    words([...wordParts, ...hanCharactersOf([...names, ...categories].join(' '))]),
  ].join(SEARCH_SECTION_SEPARATOR);
}
