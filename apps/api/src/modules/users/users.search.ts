import { brandsFor } from '@otousta/shared/options/brands';
import { findCity } from '@otousta/shared/options/cities';
import { sectors } from '@otousta/shared/options/vehicles';
import { foldTurkish } from '@otousta/shared/text/fold';

/** Longer words are matched on their first 20 letters: enough to tell any two names apart. */
const MAX_PREFIX = 20;

const words = (text: string) =>
  foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export interface Searchable {
  firstName: string;
  lastName: string;
  businessName: string | null;
  city: string;
  businessSector: readonly string[];
  businessBrand: readonly string[];
}

/**
 * Every prefix of every folded searchable word, stored in `users.search_terms`: 'İzmir' gives i, iz, izm, izmi, izmir,
 * so a query 'izm', 'IZMIR' or 'İzmir' matches through the GIN index (docs/decisions/017-turkish-text-folding.md).
 */
const allBrands = brandsFor(['araba', 'motorsiklet']);

export function searchTermsFor(user: Searchable): string[] {
  const texts = [
    user.firstName,
    user.lastName,
    user.businessName ?? '',
    findCity(user.city)?.name ?? user.city,
    ...user.businessSector.map((s) => labelOf(sectors, s)),
    ...user.businessBrand.map((b) => labelOf(allBrands, b)),
  ];
  const terms = new Set<string>();
  for (const word of texts.flatMap(words)) {
    for (let i = 1; i <= Math.min(word.length, MAX_PREFIX); i++) terms.add(word.slice(0, i));
  }
  return [...terms];
}

/** The folded words of a query, each of which must be a word prefix of a match. */
export const searchQueryTerms = (q: string): string[] => [...new Set(words(q).map((w) => w.slice(0, MAX_PREFIX)))];

/** A name search reads its first five words: enough to name any business, and one statement shape per count. */
const NAME_WORDS_MAX = 5;

/** The folded words of a typed name, each to be matched against the words businesses are found by. */
export const nameWords = (q: string): string[] => [...new Set(words(q))].slice(0, NAME_WORDS_MAX);
