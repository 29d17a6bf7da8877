import { type City, findCity } from '../options/cities.js';
import { sectors } from '../options/vehicles.js';
import { foldTurkish } from '../text/fold.js';
import { isAppPath } from './app-paths.js';

/**
 * City and city+sector pages (`/izmir`, `/izmir/lastik`): the businesses of one province, or of one sector in it,
 * each page with its own title and address for search engines. Only a province's slug opens one, so these top-level
 * paths never shadow the app's own pages (app-paths.ts).
 */
export const localPageRoutes = { city: '/:il', sector: '/:il/:sektor' } as const;

export interface SectorPage {
  /** The sector as businesses store it ('lastik', 'akü'). */
  value: string;
  label: string;
  /** The sector's address segment, from its label: 'Oto Elektrik' → 'oto-elektrik', 'Akü' → 'aku'. */
  slug: string;
}

const slugOf = (label: string) =>
  foldTurkish(label)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export const sectorPages: readonly SectorPage[] = sectors.map((s) => ({
  value: s.value,
  label: s.label,
  slug: slugOf(s.label),
}));

const bySlug = new Map(sectorPages.map((s) => [s.slug, s]));
const byValue = new Map(sectorPages.map((s) => [s.value, s]));

export const sectorPageOf = (value: string): SectorPage | undefined => byValue.get(value);

/** '/izmir', or '/izmir/lastik' with a sector (its stored value). */
export const localPageHref = (citySlug: string, sectorValue?: string) => {
  const sector = sectorValue ? byValue.get(sectorValue) : undefined;
  return sector ? `/${citySlug}/${sector.slug}` : `/${citySlug}`;
};

export interface LocalPage {
  city: City;
  sector?: SectorPage;
}

/** The city or city+sector page at `pathname`; undefined for any other path. */
export function matchLocalPage(pathname: string): LocalPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (isAppPath(path)) return undefined;
  const [, citySlug, sectorSlug, ...rest] = path.split('/');
  if (rest.length || !citySlug) return undefined;
  const city = findCity(safeDecode(citySlug));
  if (!city) return undefined;
  if (sectorSlug === undefined) return { city };
  const sector = bySlug.get(safeDecode(sectorSlug));
  return sector ? { city, sector } : undefined;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The page's heading (also its title), description and keywords. */
export function localPageMeta({ city, sector }: LocalPage) {
  if (sector) {
    return {
      heading: `${city.name} ${sector.label} İşletmeleri`,
      description: `${city.name} ilindeki ${sector.label} işletmeleri: puanlar, değerlendirmeler, çalışma saatleri ve iletişim bilgileri OtoUsta'da.`,
      keywords: [`${city.name} ${sector.label}`, `${city.name} oto servis`, sector.label, 'oto servis'].join(', '),
    };
  }
  return {
    heading: `${city.name} Oto Servisleri ve Ustaları`,
    description: `${city.name} ilindeki oto servisleri, ustalar, çekiciler ve lastikçiler: puanlar, değerlendirmeler, çalışma saatleri ve iletişim bilgileri OtoUsta'da.`,
    keywords: [`${city.name} oto servis`, `${city.name} çekici`, `${city.name} oto usta`, 'oto servis'].join(', '),
  };
}

/** The trail of a city or city+sector page, each step with its path ('Ana Sayfa' › 'İzmir' › 'Lastik'). */
export function localPageTrail({ city, sector }: LocalPage): { name: string; path: string }[] {
  return [
    { name: 'Ana Sayfa', path: '/' },
    { name: city.name, path: localPageHref(city.slug) },
    ...(sector ? [{ name: sector.label, path: localPageHref(city.slug, sector.value) }] : []),
  ];
}

/** The most populous provinces, linked from every page's footer. */
export const featuredCitySlugs = ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'konya', 'adana', 'gaziantep'];
