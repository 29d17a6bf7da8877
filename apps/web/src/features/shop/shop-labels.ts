import { findCity } from '@otousta/shared/options/cities';
import { productCategories, productConditions } from '@otousta/shared/options/shop';

const categoryNames = new Map<string, string>(productCategories.map((c) => [c.value, c.label]));
const conditionNames = new Map<string, string>(productConditions.map((c) => [c.value, c.label]));

export const categoryLabel = (value: string) => categoryNames.get(value) ?? value;
export const conditionLabel = (value: string) => conditionNames.get(value) ?? value;

/** docs/product.md §3: a missing city reads 'Belirtilmemiş'. */
export const cityName = (slug: string | null | undefined) => (slug && findCity(slug)?.name) || 'Belirtilmemiş';
