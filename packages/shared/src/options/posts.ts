// The feed's limits, post types and tag spelling: plain values, so a page can use them without loading the schemas.
import { foldTurkish } from '../text/fold.js';

/** docs/product.md §5 'Post' and 'Comment', §9: the feed's limits. */
export const POST_LIMITS = {
  contentMax: 2000,
  commentMax: 500,
  imagesMax: 5,
  yearMin: 1900,
  pageSize: 10,
  maxPageSize: 50,
  commentsPageSize: 20,
  maxCommentsPageSize: 100,
  hotTags: 10,
  maxHotTags: 50,
  /** Hot tags count the uses of this many recent days. */
  hotTagDays: 30,
  tagsMax: 10,
  tagMax: 40,
  fieldMax: 120,
  serviceDescriptionMax: 1000,
  searchMax: 200,
} as const;

/** docs/product.md §3 'Post types', with the labels of the feed's chips (docs/product.md §2). */
export const postTypes = ['general', 'repair', 'maintenance', 'modification', 'sale', 'service'] as const;
export type PostType = (typeof postTypes)[number];
export const postTypeLabels: Record<PostType, string> = {
  general: 'Genel',
  repair: 'Tamir',
  maintenance: 'Bakım',
  modification: 'Modifikasyon',
  sale: 'Satış',
  service: 'Servis',
};
/** The chips' order on the feed screen (docs/product.md §2): Tümü, Tamir, Bakım, Modifikasyon, Satış, Servis, Genel. */
export const postTypeChipOrder: readonly PostType[] = [
  'repair',
  'maintenance',
  'modification',
  'sale',
  'service',
  'general',
];

/** The latest model year a post may name: next year's models are already on sale (docs/product.md §5). */
export const maxCarYear = (now: Date = new Date()) => now.getFullYear() + 1;

/**
 * Tags as a person types them ('egzoz, #Turbo , ,bakım') or as a list: trimmed, a leading '#' dropped, empties
 * dropped (docs/product.md §5), and one spelling per folded tag so '#Egzoz' and 'egzoz' are one tag.
 */
export function normalizeTags(input: string | readonly string[] | null | undefined): string[] {
  const raw = typeof input === 'string' ? input.split(',') : (input ?? []);
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of raw) {
    const tag = String(item).trim().replace(/^#+/, '').trim().replace(/\s+/g, ' ');
    const key = tagKey(tag);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The form of a tag used to match and count it: Turkish-folded, so 'Egzoz' and 'EGZOZ' are one. */
export const tagKey = (tag: string): string => foldTurkish(tag.replace(/^#+/, ''));
