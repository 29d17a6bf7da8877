import { brandsFor } from '@otousta/shared/options/brands';
import { type City, cities } from '@otousta/shared/options/cities';
import { sectorsFor, type VehicleType } from '@otousta/shared/options/vehicles';
import { isInTurkey } from '@otousta/shared/schemas/user';
import { foldTurkish } from '@otousta/shared/text/fold';
import { v7 as uuidv7 } from 'uuid';
import gazetteer from '../modules/geo/gazetteer.json' with { type: 'json' };
import type { NewReviewRow } from '../modules/reviews/reviews.table.js';
import { searchTermsFor } from '../modules/users/users.search.js';
import type { NewUserRow } from '../modules/users/users.table.js';
import {
  brandWords,
  cityWeights,
  closingSentences,
  femaleNames,
  maleNames,
  motorcycleNamePatterns,
  motorcycleSentences,
  namePatterns,
  neighbourhoods,
  popularCarBrands,
  popularMotorcycleBrands,
  reviewComments,
  serviceSentences,
  streets,
  surnames,
  tradeFamilies,
} from './seed.data.js';
import type { Random } from './seed.random.js';

/** Every seeded account but the two demo accounts has an address at this domain, which is how --reset finds them. */
export const SEED_EMAIL_DOMAIN = 'demo.otousta.com.tr';

const DAY = 86_400_000;

/** Stored photo URLs by trade, and the general ones every business may use. */
export type PhotoPool = Map<string, string[]>;

type DistrictRow = [plate: number, name: string, lat: number, lng: number];

const districtsByPlate = new Map<number, { name: string; lat: number; lng: number }[]>();
for (const [plate, name, lat, lng] of gazetteer.districts as DistrictRow[]) {
  const list = districtsByPlate.get(plate) ?? [];
  list.push({ name, lat, lng });
  districtsByPlate.set(plate, list);
}

const weightedCities = cities.map((c) => [c, cityWeights[c.slug] ?? 1] as const);

/** A uuidv7 (as the app makes) whose time is `at` and whose random bits come from the seeded generator. */
export const seededId = (random: Random, at: number) => uuidv7({ msecs: at, random: random.bytes(16) });

const ascii = (text: string) => foldTurkish(text).replace(/[^a-z0-9]+/g, '');

export interface Person {
  firstName: string;
  lastName: string;
}

export function person(random: Random): Person {
  const names = random.chance(0.5) ? femaleNames : maleNames;
  return { firstName: random.pick(names), lastName: random.pick(surnames) };
}

/** A plausible birth date of an adult between 22 and 65. */
function birthDate(random: Random, now: number): string {
  const date = new Date(now - random.int(22 * 365, 65 * 365) * DAY);
  return date.toISOString().slice(0, 10);
}

/** A Turkish mobile number unique to the n-th seeded account: +90 530 000 00 00 onwards. */
export const seededPhone = (n: number) => `+90${5_300_000_000 + n}`;

export interface AccountCounter {
  next(): number;
}

export interface CustomerRowOptions {
  random: Random;
  counter: AccountCounter;
  passwordHash: string;
  now: number;
}

export function customerRow({ random, counter, passwordHash, now }: CustomerRowOptions): NewUserRow {
  const n = counter.next();
  const who = person(random);
  const createdAt = now - random.int(30, 3 * 365) * DAY;
  const city = random.weighted(weightedCities);
  const vehicle: VehicleType = random.chance(0.85) ? 'araba' : 'motorsiklet';
  return {
    id: seededId(random, createdAt),
    email: `${ascii(who.firstName)}.${ascii(who.lastName)}.${n}@${SEED_EMAIL_DOMAIN}`,
    phone: seededPhone(n),
    passwordHash,
    ...who,
    city: city.slug,
    birthDate: birthDate(random, now),
    userType: 'musteri',
    preferences: { city: city.slug, vehicleType: [vehicle] },
    lastSeen: new Date(now - random.int(0, 60 * 24 * 60) * 60_000),
    searchTerms: searchTermsFor({ ...who, businessName: null, city: city.slug, businessSector: [], businessBrand: [] }),
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  };
}

function chooseVehicleTypes(random: Random): VehicleType[] {
  const roll = random.next();
  if (roll < 0.8) return ['araba'];
  if (roll < 0.9) return ['motorsiklet'];
  return ['araba', 'motorsiklet'];
}

function chooseSectors(random: Random, types: VehicleType[], towing: boolean): string[] {
  if (towing) return random.chance(0.8) ? ['cekici'] : ['cekici', random.pick(['lastik', 'akü', 'genel'])];
  const offered = new Set(sectorsFor(types).map((s) => s.value));
  offered.delete('cekici');
  // General repair is the most common trade; the rest are specialists with one or two neighbouring trades.
  const first = random.chance(0.3) ? 'genel' : random.pick([...offered]);
  const family = tradeFamilies.find((f) => f.includes(first)) ?? [];
  const neighbours = family.filter((s) => s !== first && offered.has(s));
  const extra = random.sample(
    neighbours,
    random.weighted([
      [0, 5],
      [1, 4],
      [2, 2],
    ]),
  );
  return [first, ...extra];
}

function chooseBrands(random: Random, types: VehicleType[], sectors: string[]): string[] {
  if (sectors.length === 1 && sectors[0] === 'cekici' && random.chance(0.7)) return [];
  const brands = new Set<string>();
  const count = random.weighted([
    [1, 2],
    [2, 3],
    [3, 3],
    [4, 2],
    [5, 2],
    [6, 1],
    [8, 1],
  ]);
  const pools = [
    ...(types.includes('araba') ? [popularCarBrands] : []),
    ...(types.includes('motorsiklet') ? [popularMotorcycleBrands] : []),
  ];
  for (let tries = 0; brands.size < count && tries < count * 4; tries++)
    brands.add(random.weighted(random.pick(pools)));
  // Brands outside the popular lists exist too, now and then.
  if (random.chance(0.15)) brands.add(random.pick(brandsFor(types)).value);
  return [...brands];
}

function businessName(random: Random, sector: string, types: VehicleType[], owner: Person, city: City): string {
  const motorcycleOnly = types.length === 1 && types[0] === 'motorsiklet';
  const patterns =
    motorcycleOnly && sector !== 'cekici' ? motorcycleNamePatterns : (namePatterns[sector] ?? namePatterns.genel!);
  return random
    .pick(patterns)
    .replace('{S}', random.chance(0.6) ? owner.lastName : random.pick(brandWords))
    .replace('{F}', owner.firstName)
    .replace('{C}', city.name);
}

function servicesText(random: Random, sectors: string[], types: VehicleType[]): string {
  const sentences = sectors.flatMap((s) => random.sample(serviceSentences[s] ?? [], 1));
  if (types.includes('motorsiklet')) sentences.push(random.pick(motorcycleSentences));
  sentences.push(...random.sample(closingSentences, random.int(1, 2)));
  return sentences.join(' ');
}

function place(random: Random, city: City) {
  const districts = districtsByPlate.get(city.plate) ?? [];
  const district = districts.length ? random.pick(districts) : { name: 'Merkez', lat: city.lat, lng: city.lng };
  // Within a kilometre or two of the district centre.
  let lat = district.lat + (random.next() - 0.5) * 0.03;
  let lng = district.lng + (random.next() - 0.5) * 0.03;
  if (!isInTurkey(lat, lng)) [lat, lng] = [district.lat, district.lng];
  const street = random.chance(0.35)
    ? `Küçük Sanayi Sitesi ${random.int(1, 24)}. Blok No:${random.int(1, 60)}`
    : `${random.pick(neighbourhoods)} Mah. ${random.pick(streets)} No:${random.int(1, 180)}`;
  return {
    address: `${street}, ${district.name}/${city.name}`,
    lat: Math.round(lat * 1e6) / 1e6,
    lng: Math.round(lng * 1e6) / 1e6,
  };
}

const socialHandle = (name: string, random: Random) => `${ascii(name).slice(0, 24)}${random.int(1, 99)}`;

export interface BusinessRowOptions extends CustomerRowOptions {
  photos: PhotoPool;
  /** The n-th business: the first 81 go one to each province so every province has some. */
  index: number;
}

export function businessRow(options: BusinessRowOptions): NewUserRow {
  const { random, counter, passwordHash, now, photos, index } = options;
  const n = counter.next();
  const owner = person(random);
  const city = index < cities.length ? cities[index]! : random.weighted(weightedCities);
  const towing = random.chance(0.09);
  const vehicleType = towing ? (['araba', 'motorsiklet'] as VehicleType[]) : chooseVehicleTypes(random);
  const businessSector = chooseSectors(random, vehicleType, towing);
  const businessBrand = chooseBrands(random, vehicleType, businessSector);
  const authorizedBrands = random.chance(0.12) ? random.sample(businessBrand, random.int(1, 3)) : [];
  const name = businessName(random, businessSector[0]!, vehicleType, owner, city);
  const where = place(random, city);
  const createdAt = now - random.int(3, 4 * 365) * DAY;
  const online = random.chance(0.15);
  const sectorPhotos = photos.get(businessSector[0]!) ?? [];
  const businessPhotos = random.sample(
    [...new Set([...sectorPhotos, ...(photos.get('genel') ?? [])])],
    random.int(1, 3),
  );
  return {
    id: seededId(random, createdAt),
    email: `${ascii(name).slice(0, 30)}.${n}@${SEED_EMAIL_DOMAIN}`,
    phone: seededPhone(n),
    passwordHash,
    ...owner,
    city: city.slug,
    birthDate: birthDate(random, now),
    userType: 'isletme',
    businessName: name,
    businessAddress: where.address,
    businessServices: servicesText(random, businessSector, vehicleType),
    vehicleType,
    businessSector,
    businessBrand,
    authorizedBrands,
    businessLatitude: where.lat,
    businessLongitude: where.lng,
    instagram: random.chance(0.35) ? `https://www.instagram.com/${socialHandle(name, random)}` : null,
    facebook: random.chance(0.2) ? `https://www.facebook.com/${socialHandle(name, random)}` : null,
    photos: businessPhotos,
    isOnline: online,
    isVerified: random.chance(0.08),
    // A few closed businesses, which the listing must never show.
    isActive: !random.chance(0.015),
    lastSeen: online ? new Date(now) : new Date(now - random.int(10, 45 * 24 * 60) * 60_000),
    searchTerms: searchTermsFor({ ...owner, businessName: name, city: city.slug, businessSector, businessBrand }),
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  };
}

/**
 * The reviews of one business by distinct customers, and the rating and count they add up to, so the business row
 * is written with its final aggregate (the triggers then find nothing to change).
 */
export function reviewsFor(
  random: Random,
  business: Pick<NewUserRow, 'id' | 'createdAt'>,
  reviewerIds: readonly string[],
  now: number,
  count = random.weighted([
    [0, 15],
    [random.int(1, 3), 35],
    [random.int(4, 8), 35],
    [random.int(9, 15), 15],
  ]),
): { rows: NewReviewRow[]; rating: number; reviewCount: number } {
  const quality = random.next();
  const rows: NewReviewRow[] = [];
  const since = (business.createdAt as Date).getTime();
  for (const reviewerId of random.sample(reviewerIds, count)) {
    const rating = random.weighted([
      [5, 30 + 45 * quality],
      [4, 25],
      [3, 16 - 10 * quality],
      [2, 10 - 8 * quality],
      [1, 9 - 8 * quality],
    ] as const);
    const sentences = random.sample(reviewComments[rating], random.chance(0.3) ? 2 : 1);
    const at = since + Math.floor(random.next() * Math.max(now - since, DAY));
    rows.push({
      id: seededId(random, at),
      businessId: business.id,
      reviewerId,
      rating,
      comment: sentences.join(' '),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    });
  }
  const sum = rows.reduce((total, r) => total + r.rating, 0);
  return { rows, rating: rows.length ? sum / rows.length : 0, reviewCount: rows.length };
}
