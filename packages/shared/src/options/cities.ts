import { foldTurkish } from '../text/fold.js';
import type { Option } from './vehicles.js';

/** Turkey's 81 provinces (docs/decisions/007-all-81-provinces.md): plate code, name, slug, centre coordinates. */
export interface City {
  plate: number;
  name: string;
  slug: string;
  lat: number;
  lng: number;
}

/** In plate order; the centre is the provincial capital's town centre (used to centre maps and as a fallback point). */
export const cities: readonly City[] = [
  { plate: 1, name: 'Adana', slug: 'adana', lat: 37.0017, lng: 35.3289 },
  { plate: 2, name: 'Adıyaman', slug: 'adiyaman', lat: 37.7644, lng: 38.2763 },
  { plate: 3, name: 'Afyonkarahisar', slug: 'afyonkarahisar', lat: 38.7567, lng: 30.5433 },
  { plate: 4, name: 'Ağrı', slug: 'agri', lat: 39.7194, lng: 43.0514 },
  { plate: 5, name: 'Amasya', slug: 'amasya', lat: 40.6533, lng: 35.8331 },
  { plate: 6, name: 'Ankara', slug: 'ankara', lat: 39.9199, lng: 32.8543 },
  { plate: 7, name: 'Antalya', slug: 'antalya', lat: 36.9081, lng: 30.6956 },
  { plate: 8, name: 'Artvin', slug: 'artvin', lat: 41.1816, lng: 41.8217 },
  { plate: 9, name: 'Aydın', slug: 'aydin', lat: 37.845, lng: 27.8396 },
  { plate: 10, name: 'Balıkesir', slug: 'balikesir', lat: 39.6492, lng: 27.8861 },
  { plate: 11, name: 'Bilecik', slug: 'bilecik', lat: 40.1419, lng: 29.9793 },
  { plate: 12, name: 'Bingöl', slug: 'bingol', lat: 38.8847, lng: 40.4939 },
  { plate: 13, name: 'Bitlis', slug: 'bitlis', lat: 38.4012, lng: 42.1078 },
  { plate: 14, name: 'Bolu', slug: 'bolu', lat: 40.7358, lng: 31.6061 },
  { plate: 15, name: 'Burdur', slug: 'burdur', lat: 37.7203, lng: 30.2908 },
  { plate: 16, name: 'Bursa', slug: 'bursa', lat: 40.1956, lng: 29.0601 },
  { plate: 17, name: 'Çanakkale', slug: 'canakkale', lat: 40.1555, lng: 26.4127 },
  { plate: 18, name: 'Çankırı', slug: 'cankiri', lat: 40.6013, lng: 33.6134 },
  { plate: 19, name: 'Çorum', slug: 'corum', lat: 40.5489, lng: 34.9533 },
  { plate: 20, name: 'Denizli', slug: 'denizli', lat: 37.7742, lng: 29.0875 },
  { plate: 21, name: 'Diyarbakır', slug: 'diyarbakir', lat: 37.9136, lng: 40.2172 },
  { plate: 22, name: 'Edirne', slug: 'edirne', lat: 41.6772, lng: 26.556 },
  { plate: 23, name: 'Elazığ', slug: 'elazig', lat: 38.6743, lng: 39.2232 },
  { plate: 24, name: 'Erzincan', slug: 'erzincan', lat: 39.7392, lng: 39.4901 },
  { plate: 25, name: 'Erzurum', slug: 'erzurum', lat: 39.9086, lng: 41.2769 },
  { plate: 26, name: 'Eskişehir', slug: 'eskisehir', lat: 39.7767, lng: 30.5206 },
  { plate: 27, name: 'Gaziantep', slug: 'gaziantep', lat: 37.0594, lng: 37.3825 },
  { plate: 28, name: 'Giresun', slug: 'giresun', lat: 40.917, lng: 38.3874 },
  { plate: 29, name: 'Gümüşhane', slug: 'gumushane', lat: 40.4603, lng: 39.4814 },
  { plate: 30, name: 'Hakkari', slug: 'hakkari', lat: 37.5744, lng: 43.7408 },
  { plate: 31, name: 'Hatay', slug: 'hatay', lat: 36.2066, lng: 36.1572 },
  { plate: 32, name: 'Isparta', slug: 'isparta', lat: 37.7644, lng: 30.5522 },
  { plate: 33, name: 'Mersin', slug: 'mersin', lat: 36.812, lng: 34.6389 },
  { plate: 34, name: 'İstanbul', slug: 'istanbul', lat: 41.0082, lng: 28.9784 },
  { plate: 35, name: 'İzmir', slug: 'izmir', lat: 38.4127, lng: 27.1384 },
  { plate: 36, name: 'Kars', slug: 'kars', lat: 40.5983, lng: 43.0855 },
  { plate: 37, name: 'Kastamonu', slug: 'kastamonu', lat: 41.3781, lng: 33.7753 },
  { plate: 38, name: 'Kayseri', slug: 'kayseri', lat: 38.7322, lng: 35.4853 },
  { plate: 39, name: 'Kırklareli', slug: 'kirklareli', lat: 41.7351, lng: 27.2252 },
  { plate: 40, name: 'Kırşehir', slug: 'kirsehir', lat: 39.1458, lng: 34.1639 },
  { plate: 41, name: 'Kocaeli', slug: 'kocaeli', lat: 40.7752, lng: 29.9462 },
  { plate: 42, name: 'Konya', slug: 'konya', lat: 37.8713, lng: 32.4846 },
  { plate: 43, name: 'Kütahya', slug: 'kutahya', lat: 39.4242, lng: 29.9833 },
  { plate: 44, name: 'Malatya', slug: 'malatya', lat: 38.3502, lng: 38.3167 },
  { plate: 45, name: 'Manisa', slug: 'manisa', lat: 38.612, lng: 27.4265 },
  { plate: 46, name: 'Kahramanmaraş', slug: 'kahramanmaras', lat: 37.5847, lng: 36.9264 },
  { plate: 47, name: 'Mardin', slug: 'mardin', lat: 37.3131, lng: 40.7436 },
  { plate: 48, name: 'Muğla', slug: 'mugla', lat: 37.2181, lng: 28.3665 },
  { plate: 49, name: 'Muş', slug: 'mus', lat: 38.7316, lng: 41.4848 },
  { plate: 50, name: 'Nevşehir', slug: 'nevsehir', lat: 38.625, lng: 34.7122 },
  { plate: 51, name: 'Niğde', slug: 'nigde', lat: 37.9658, lng: 34.6793 },
  { plate: 52, name: 'Ordu', slug: 'ordu', lat: 40.9778, lng: 37.8905 },
  { plate: 53, name: 'Rize', slug: 'rize', lat: 41.0208, lng: 40.5219 },
  { plate: 54, name: 'Sakarya', slug: 'sakarya', lat: 40.7806, lng: 30.4033 },
  { plate: 55, name: 'Samsun', slug: 'samsun', lat: 41.2798, lng: 36.3361 },
  { plate: 56, name: 'Siirt', slug: 'siirt', lat: 37.9293, lng: 41.9413 },
  { plate: 57, name: 'Sinop', slug: 'sinop', lat: 42.0272, lng: 35.1504 },
  { plate: 58, name: 'Sivas', slug: 'sivas', lat: 39.7483, lng: 37.0161 },
  { plate: 59, name: 'Tekirdağ', slug: 'tekirdag', lat: 40.9781, lng: 27.511 },
  { plate: 60, name: 'Tokat', slug: 'tokat', lat: 40.3139, lng: 36.5544 },
  { plate: 61, name: 'Trabzon', slug: 'trabzon', lat: 41.005, lng: 39.7269 },
  { plate: 62, name: 'Tunceli', slug: 'tunceli', lat: 39.0992, lng: 39.5435 },
  { plate: 63, name: 'Şanlıurfa', slug: 'sanliurfa', lat: 37.1671, lng: 38.7939 },
  { plate: 64, name: 'Uşak', slug: 'usak', lat: 38.6735, lng: 29.4058 },
  { plate: 65, name: 'Van', slug: 'van', lat: 38.4946, lng: 43.3832 },
  { plate: 66, name: 'Yozgat', slug: 'yozgat', lat: 39.82, lng: 34.8044 },
  { plate: 67, name: 'Zonguldak', slug: 'zonguldak', lat: 41.4514, lng: 31.7931 },
  { plate: 68, name: 'Aksaray', slug: 'aksaray', lat: 38.3725, lng: 34.0254 },
  { plate: 69, name: 'Bayburt', slug: 'bayburt', lat: 40.2563, lng: 40.2229 },
  { plate: 70, name: 'Karaman', slug: 'karaman', lat: 37.1811, lng: 33.215 },
  { plate: 71, name: 'Kırıkkale', slug: 'kirikkale', lat: 39.8453, lng: 33.5064 },
  { plate: 72, name: 'Batman', slug: 'batman', lat: 37.8874, lng: 41.1322 },
  { plate: 73, name: 'Şırnak', slug: 'sirnak', lat: 37.5139, lng: 42.4543 },
  { plate: 74, name: 'Bartın', slug: 'bartin', lat: 41.6358, lng: 32.3375 },
  { plate: 75, name: 'Ardahan', slug: 'ardahan', lat: 41.1087, lng: 42.7022 },
  { plate: 76, name: 'Iğdır', slug: 'igdir', lat: 39.9237, lng: 44.045 },
  { plate: 77, name: 'Yalova', slug: 'yalova', lat: 40.655, lng: 29.2769 },
  { plate: 78, name: 'Karabük', slug: 'karabuk', lat: 41.2049, lng: 32.6277 },
  { plate: 79, name: 'Kilis', slug: 'kilis', lat: 36.7161, lng: 37.115 },
  { plate: 80, name: 'Osmaniye', slug: 'osmaniye', lat: 37.0742, lng: 36.2478 },
  { plate: 81, name: 'Düzce', slug: 'duzce', lat: 40.8389, lng: 31.1639 },
];

export const DEFAULT_CITY = 'adana';

const bySlug = new Map(cities.map((c) => [c.slug, c]));
export const findCity = (slug: string): City | undefined => bySlug.get(slug);
export const isCitySlug = (slug: string): boolean => bySlug.has(slug);

const byFolded = new Map(cities.map((c) => [foldTurkish(c.name), c]));
/** The province whose name matches regardless of case and diacritics: 'ISTANBUL', 'İstanbul', 'istanbul'. */
export const findCityByName = (name: string): City | undefined => byFolded.get(foldTurkish(name));

/** For select inputs: sorted by name with Turkish collation (Çanakkale after Bursa, İzmir after Iğdır). */
export const cityOptions: readonly Option[] = [...cities]
  .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
  .map((c) => ({ value: c.slug, label: c.name }));
