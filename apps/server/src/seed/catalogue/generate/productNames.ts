import { text, type LocalizedText } from '../localizedText';
import type { Adjective, ItemNoun } from '../vocabulary/types';

export interface NameParts {
  item: ItemNoun;
  adjective: Adjective | null;
  material: LocalizedText | null;
  /** The one option value all variants share (500 ml, 6.1 in), when there is one. */
  spec: LocalizedText | null;
}

/**
 * Sorani Kurdish links a noun to what describes it with the ezafe suffix ی: "بەرگی مۆبایل" +
 * silicone + shockproof = "بەرگی مۆبایلی سیلیکۆنی دژە کەوتن". The last word takes no suffix, and
 * a word already ending in یی (کارەبایی) is left as it is rather than written with three.
 */
function ezafeChain(words: readonly string[]): string {
  const linked = (word: string) => (word.endsWith('یی') ? word : `${word}ی`);
  return words.map((word, index) => (index < words.length - 1 ? linked(word) : word)).join(' ');
}

function present<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== '';
}

/**
 * A product's name in the four languages, in each language's own word order:
 * - Chinese: modifiers run into the noun, the spec after a space (防摔硅胶手机壳 6.1英寸);
 * - English: adjective, material, noun, spec (Shockproof Silicone Phone Case 6.1 in);
 * - Arabic: noun, material, then the adjective agreeing with the noun's gender (غطاء هاتف سيليكون مقاوم للصدمات);
 * - Kurdish: noun and modifiers joined by the ezafe (بەرگی مۆبایلی سیلیکۆنی دژە کەوتن).
 */
export function productName({ item, adjective, material, spec }: NameParts): LocalizedText {
  const arAdjective = adjective ? (item.arFeminine ? adjective.ar.feminine : adjective.ar.masculine) : null;
  const zh =
    [adjective?.zh, material?.zh, item.text.zh].filter(present).join('') + (spec ? ` ${spec.zh}` : '');
  const en = [adjective?.en, material?.en, item.text.en, spec?.en].filter(present).join(' ');
  const ckb = [ezafeChain([item.text.ckb, material?.ckb, adjective?.ckb].filter(present)), spec?.ckb]
    .filter(present)
    .join(' ');
  const ar = [item.text.ar, material?.ar, arAdjective, spec?.ar].filter(present).join(' ');
  return text(zh, en, ckb, ar);
}
