import { renderDistanceSalesDocuments } from '@otousta/shared/legal/distance-sales';
import { labelOf, paymentMethods, productCategories } from '@otousta/shared/options/shop';
import { modelKey, normaliseOem } from '@otousta/shared/schemas/garage';
import { vknCheckDigit } from '@otousta/shared/schemas/shop';
import { foldTurkish } from '@otousta/shared/text/fold';
import { and, asc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { fitModel } from '../modules/fitment/fitment.repository.js';
import { productFitments, productOemNumbers } from '../modules/fitment/fitment.table.js';
import { orderItems, orders } from '../modules/orders/orders.table.js';
import { productReviews } from '../modules/product-reviews/product-reviews.table.js';
import { type NewProductRow, products } from '../modules/products/products.table.js';
import { sellerApplications, sellerLegalDetails } from '../modules/sellers/sellers.table.js';
import { users } from '../modules/users/users.table.js';
import { SEED_EMAIL_DOMAIN, seededId } from './seed.generate.js';
import { storedPictures } from './seed.photos.js';
import type { Random } from './seed.random.js';

const DAY = 86_400_000;

const taxOffices = ['Seyhan', 'Çukurova', 'Kadıköy', 'Karşıyaka', 'Nilüfer', 'Çankaya', 'Mecidiyeköy'] as const;

/** What verified buyers of the demo write about their parts: [rating, comment]. */
const reviewTexts: readonly (readonly [number, string])[] = [
  [5, 'Orijinaliyle birebir aynı, takması kolaydı. Kargo da hızlı geldi.'],
  [5, 'Aracıma tam uydu, ustam da kaliteli bir parça olduğunu söyledi.'],
  [4, 'Parça sağlam, paketleme biraz daha iyi olabilirdi.'],
  [4, 'Fiyatına göre gayet iyi. Bir aydır sorunsuz kullanıyorum.'],
  [3, 'Ürün iyi fakat kargo beklediğimden geç geldi.'],
  [5, 'Satıcı sorularıma hemen cevap verdi, parça eksiksiz geldi.'],
];

/** [name, brand, category, condition, price TL, original price TL or 0, stock] — realistic parts of Turkish roads. */
const catalogue: readonly (readonly [
  string,
  string,
  string,
  'new' | 'used' | 'refurbished',
  number,
  number,
  number,
])[] = [
  ['Buji Takımı 4 Adet – Fiat Egea 1.4 Fire', 'Bosch', 'motor', 'new', 749.9, 899.9, 40],
  ['Triger Seti ve Devirdaim Pompası – Renault Clio 1.5 dCi', 'Gates', 'motor', 'new', 4_850, 5_600, 12],
  ['Motor Kulağı Takozu Sağ – Volkswagen Golf 7', 'Lemförder', 'motor', 'new', 1_290, 0, 18],
  ['Turbo Şarj Ünitesi – Ford Transit 2.2 TDCi', 'Garrett', 'motor', 'refurbished', 14_500, 19_900, 3],
  ['Ön Fren Balatası – Toyota Corolla 2019 ve sonrası', 'Brembo', 'fren', 'new', 1_650, 1_890, 25],
  ['Ön Fren Diski Takımı – Ford Focus 3', 'TRW', 'fren', 'new', 2_390, 0, 14],
  ['Fren Hidroliği DOT 4, 1 L', 'ATE', 'fren', 'new', 389, 0, 60],
  ['Arka Fren Pabucu – Fiat Doblo', 'Bosch', 'fren', 'new', 980, 1_250, 20],
  ['Arka Susturucu – Renault Megane 3', 'Bosal', 'egzoz', 'new', 2_150, 0, 8],
  ['Katalitik Konvertör – Hyundai i20 1.4', 'Walker', 'egzoz', 'new', 8_900, 11_200, 4],
  ['16 inç Alüminyum Jant Takımı 5x112 (4 Adet)', 'Enzo', 'jant', 'new', 17_900, 21_500, 5],
  ['15 inç Jant Kapağı Seti (4 Adet)', 'Carub', 'jant', 'new', 690, 0, 30],
  ['Havuzlu Paspas Seti – Fiat Egea Sedan', 'Rizline', 'ic-mekan', 'new', 1_190, 1_490, 22],
  ['Deri Direksiyon Kılıfı Siyah, 38 cm', 'Sparco', 'ic-mekan', 'new', 540, 0, 35],
  ['Sol Dış Dikiz Aynası Elektrikli – Renault Fluence', 'Van Wezel', 'dis-gorunum', 'new', 2_750, 0, 6],
  ['Ön Tampon Boyasız – Fiat Linea', 'Tyg', 'dis-gorunum', 'new', 3_400, 3_900, 5],
  ['Sis Farı Takımı LED – Toyota Corolla', 'Depo', 'dis-gorunum', 'new', 2_290, 0, 9],
  ['Marş Motoru – Ford Transit 2.2 TDCi', 'Valeo', 'elektrik', 'refurbished', 5_800, 7_400, 4],
  ['Alternatör 90A – Opel Astra H 1.6', 'Bosch', 'elektrik', 'used', 3_200, 0, 2],
  ['H7 Far Ampulü Night Breaker (2 Adet)', 'Osram', 'elektrik', 'new', 649, 790, 50],
  ['Ön Amortisör Çifti – Volkswagen Passat B8', 'Sachs', 'suspansiyon', 'new', 6_400, 7_200, 7],
  ['Rotil Sol – Hyundai Accent Blue', 'Lemförder', 'suspansiyon', 'new', 720, 0, 16],
  ['Ön Alt Salıncak Sol – Fiat Egea', 'Febi Bilstein', 'suspansiyon', 'new', 1_850, 2_100, 10],
  ['Primacy 4 205/55 R16 91V Yaz Lastiği', 'Michelin', 'lastik', 'new', 4_250, 0, 24],
  ['Snoways 4 195/65 R15 91T Kış Lastiği', 'Lassa', 'lastik', 'new', 2_690, 3_150, 32],
  ['EcoContact 6 215/60 R16 99V', 'Continental', 'lastik', 'new', 4_890, 0, 12],
  ['Blue Dynamic 60 Ah 540A Akü', 'Varta', 'akü', 'new', 3_650, 3_990, 15],
  ['72 Ah 680A Akü', 'Mutlu', 'akü', 'new', 3_890, 0, 20],
  ['Maxima 74 Ah Akü', 'İnci Akü', 'akü', 'new', 3_990, 4_600, 11],
  ['Hava Filtresi – Renault Clio 4 1.5 dCi', 'Mann-Filter', 'filtre', 'new', 410, 0, 45],
  ['Karbonlu Polen Filtresi – Toyota Corolla', 'Bosch', 'filtre', 'new', 365, 450, 38],
  ['Yakıt Filtresi – Ford Focus 1.6 TDCi', 'Filtron', 'filtre', 'new', 520, 0, 28],
  ['Edge 5W-30 LL Motor Yağı 4 L', 'Castrol', 'yag', 'new', 1_650, 1_890, 48],
  ['Helix Ultra 5W-40 Motor Yağı 4 L', 'Shell', 'yag', 'new', 1_490, 0, 40],
  ['8100 X-clean 5W-30 Motor Yağı 5 L', 'Motul', 'yag', 'new', 2_350, 2_690, 19],
  ['Maxima 10W-40 Motor Yağı 4 L', 'Petrol Ofisi', 'yag', 'new', 890, 0, 55],
];

/** [brand, model ('' for every model), first year, last year] of a car a part fits. */
type Fits = readonly [string, string, number | null, number | null];
/**
 * What each part of `catalogue` (same order) fits: cars and an OEM number, or 'universal' for what fits any car (oil,
 * tyres by size, batteries, bulbs), so 'Aracıma uyanlar' and the OEM search find the demo's parts.
 */
const catalogueFitment: readonly ({ cars: readonly Fits[]; oem: readonly string[] } | 'universal')[] = [
  { cars: [['fiat', 'Egea', 2015, null]], oem: ['55249977'] },
  { cars: [['renault', 'Clio', 2012, 2019]], oem: ['130C17480R'] },
  { cars: [['volkswagen', 'Golf', 2013, 2020]], oem: ['5Q0199262BH'] },
  { cars: [['ford', 'Transit', 2011, 2019]], oem: ['BK3Q6K682PC'] },
  { cars: [['toyota', 'Corolla', 2019, null]], oem: ['04465-02450'] },
  { cars: [['ford', 'Focus', 2011, 2018]], oem: ['1809388'] },
  'universal',
  { cars: [['fiat', 'Doblo', 2010, 2022]], oem: ['77365661'] },
  { cars: [['renault', 'Megane', 2009, 2016]], oem: ['201009853R'] },
  { cars: [['hyundai', 'i20', 2009, 2014]], oem: ['28950-2B000'] },
  { cars: [['volkswagen', '', null, null]], oem: [] },
  'universal',
  { cars: [['fiat', 'Egea', 2015, null]], oem: [] },
  'universal',
  { cars: [['renault', 'Fluence', 2010, 2016]], oem: ['963020030R'] },
  { cars: [['fiat', 'Linea', 2007, 2016]], oem: ['735453442'] },
  { cars: [['toyota', 'Corolla', 2013, 2022]], oem: ['81210-02160'] },
  { cars: [['ford', 'Transit', 2011, 2019]], oem: ['BK2T11000CA'] },
  { cars: [['opel', 'Astra', 2004, 2010]], oem: ['13222931'] },
  'universal',
  { cars: [['volkswagen', 'Passat', 2015, null]], oem: ['3Q0413031BK'] },
  { cars: [['hyundai', 'Accent Blue', 2011, 2018]], oem: ['51760-1R000'] },
  { cars: [['fiat', 'Egea', 2015, null]], oem: ['52054329'] },
  'universal',
  'universal',
  'universal',
  'universal',
  'universal',
  'universal',
  { cars: [['renault', 'Clio', 2012, 2019]], oem: ['165467674R'] },
  { cars: [['toyota', 'Corolla', 2013, 2022]], oem: ['87139-0N010'] },
  { cars: [['ford', 'Focus', 2011, 2018]], oem: ['1930091'] },
  'universal',
  'universal',
  'universal',
  'universal',
];

const categoryColours: Record<string, readonly [string, string]> = {
  motor: ['#c92a2a', '#862e9c'],
  fren: ['#e8590c', '#c92a2a'],
  egzoz: ['#495057', '#212529'],
  jant: ['#1864ab', '#0b7285'],
  'ic-mekan': ['#5f3dc4', '#364fc7'],
  'dis-gorunum': ['#0c8599', '#2b8a3e'],
  elektrik: ['#f08c00', '#d9480f'],
  suspansiyon: ['#2b8a3e', '#087f5b'],
  lastik: ['#343a40', '#1c7ed6'],
  akü: ['#087f5b', '#1971c2'],
  filtre: ['#1971c2', '#5c940d'],
  yag: ['#e67700', '#a61e4d'],
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gear, the sign of a spare part. */
const gear = (cx: number, cy: number, r: number) => {
  const teeth = Array.from({ length: 10 }, (_, i) => {
    const angle = (i * 36 * Math.PI) / 180;
    const x = cx + Math.cos(angle) * r;
    const y = cy + Math.sin(angle) * r;
    return `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="4" transform="rotate(${i * 36} ${x} ${y})"/>`;
  }).join('');
  return `<g fill="#ffffff" fill-opacity="0.9">${teeth}<circle cx="${cx}" cy="${cy}" r="${r}"/></g>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.4}" fill="#000000" fill-opacity="0.35"/>`;
};

/** A 800×800 product picture: category colours, a gear, the brand and the category, made from SVG by sharp. */
export function partPicture(category: string, brand: string, variant: number): Promise<Buffer> {
  const [from, to] = categoryColours[category] ?? ['#1c7ed6', '#0b7285'];
  const label = labelOf(productCategories, category);
  const flip = variant % 2 === 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="${flip ? 0 : 1}" y2="1">
      <stop offset="0" stop-color="${flip ? to : from}"/><stop offset="1" stop-color="${flip ? from : to}"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    <circle cx="${flip ? 120 : 680}" cy="120" r="200" fill="#ffffff" fill-opacity="0.08"/>
    ${gear(400, 330, 150)}
    <rect x="0" y="580" width="800" height="220" fill="#000000" fill-opacity="0.25"/>
    <text x="400" y="670" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700"
      text-anchor="middle" fill="#ffffff">${escapeXml(brand)}</text>
    <text x="400" y="745" font-family="DejaVu Sans, sans-serif" font-size="40" text-anchor="middle"
      fill="#ffffff" fill-opacity="0.85">${escapeXml(label)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const description = (name: string, brand: string, condition: string) =>
  `${name}. ${brand} ${condition === 'new' ? 'sıfır, orijinal kutusunda' : condition === 'used' ? 'çıkma, test edilmiş' : 'yenilenmiş, garantili'} ürün. ` +
  'Aracınıza uygunluğunu şasi numaranızla mesaj atarak teyit edebilirsiniz. Saat 15:00’e kadar verilen siparişler aynı gün kargoda.';

const taxNumber = (random: Random) => {
  const first = `${random.int(1, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
  return `${first}${vknCheckDigit(first)}`;
};

/** Photos of the seeded shop, so a --reset removes them with the accounts. */
export function seededShopPhotos(db: Db, sellers: SQL): Promise<string[]> {
  const ids = db.select({ id: users.id }).from(users).where(sellers);
  return storedPictures(db, products, products.photos, inArray(products.sellerId, ids));
}

export interface ShopSeedDeps {
  db: Db;
  media: { saveImages(files: { buffer: Buffer }[]): Promise<string[]>; deleteImage(url: string): Promise<void> };
  log?: (line: string) => void;
}

/**
 * The spare-parts shop of the demo: the demo business and three other seeded businesses become approved sellers with
 * realistic parts and generated pictures, and the demo business has orders in every state, so the catalogue, the
 * product pages and the seller panel are alive on the first start. No new accounts: the seeded counts stay as they are.
 */
export async function seedShop(
  deps: ShopSeedDeps,
  options: { random: Random; now: number; demoBusinessEmail: string; demoCustomerEmail: string },
): Promise<{ sellers: number; products: number; orders: number; photos: number }> {
  const { db, random, now } = { ...deps, ...options };
  const [demo] = await db.select().from(users).where(eq(users.email, options.demoBusinessEmail));
  const others = await db
    .select()
    .from(users)
    .where(and(eq(users.userType, 'isletme'), eq(users.isActive, true), like(users.email, `%@${SEED_EMAIL_DOMAIN}`)))
    .orderBy(asc(users.id))
    .limit(3);
  const sellers = [...(demo ? [demo] : []), ...others];
  const buyers = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.userType, 'musteri'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .limit(12);
  const [demoCustomer] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, options.demoCustomerEmail));
  if (!sellers.length || !buyers.length) return { sellers: 0, products: 0, orders: 0, photos: 0 };

  const pictures = await Promise.all(catalogue.map(([, brand, category], i) => partPicture(category, brand, i)));
  const stored = await deps.media.saveImages(pictures.map((buffer) => ({ buffer })));
  const shopNames = [
    `${demo?.businessName ?? 'Kaya Oto'} Yedek Parça`,
    'Anadolu Oto Yedek Parça',
    'Ege Parça Dünyası',
    'Marmara Otomotiv Market',
  ];

  const rows: NewProductRow[] = catalogue.map(([name, brand, category, condition, price, original, stock], i) => {
    const seller = sellers[i % sellers.length]!;
    const created = now - random.int(1, 75) * DAY - random.int(0, DAY);
    const fits = catalogueFitment[i]!;
    return {
      id: seededId(random, created),
      sellerId: seller.id,
      name,
      description: description(name, brand, condition),
      brand,
      category,
      condition,
      priceKurus: Math.round(price * 100),
      originalPriceKurus: original ? Math.round(original * 100) : null,
      stock,
      // One product of the demo seller is switched off, so the panel shows both states.
      status: i === 4 * 7 ? 'inactive' : 'active',
      photos: [stored[i]!],
      // Ratings come only from the verified reviews seeded below.
      rating: 0,
      reviewCount: 0,
      salesCount: random.int(0, 60),
      universal: fits === 'universal',
      hasOem: fits !== 'universal' && fits.oem.length > 0,
      fitModels:
        fits === 'universal'
          ? []
          : [...new Set(fits.cars.map(([make, model]) => fitModel('araba', make, modelKey(model))))].sort(),
      searchText: foldTurkish(
        [name, brand, labelOf(productCategories, category), description(name, brand, condition)].join(' '),
      ),
      createdAt: new Date(created),
      updatedAt: new Date(created),
    };
  });

  let orderCount = 0;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(sellerApplications).values(
        sellers.map((seller, i) => ({
          id: seededId(random, now - 90 * DAY),
          userId: seller.id,
          taxNumber: taxNumber(random),
          businessName: shopNames[i] ?? `${seller.businessName ?? seller.firstName} Yedek Parça`,
          businessPhone: seller.phone,
          businessAddress: seller.businessAddress ?? 'Küçük Sanayi Sitesi',
          businessDescription: 'Binek ve hafif ticari araçlar için sıfır, çıkma ve yenilenmiş yedek parça.',
          businessType: random.pick(['limited', 'sahis', 'anonim'] as const),
          yearsInBusiness: random.pick(['3-5', '5-10', '10+'] as const),
          status: 'approved' as const,
          reviewedAt: new Date(now - 88 * DAY),
          createdAt: new Date(now - 90 * DAY),
          updatedAt: new Date(now - 88 * DAY),
        })),
      );
      // The legal details the sellers' distance sales documents name and their returns go to.
      const legal = sellers.map((seller, i) => ({
        userId: seller.id,
        legalTitle: `${shopNames[i] ?? `${seller.businessName ?? seller.firstName} Yedek Parça`} Ticaret Ltd. Şti.`,
        taxOffice: random.pick(taxOffices),
        address: seller.businessAddress ?? 'Küçük Sanayi Sitesi No: 12, Seyhan/Adana',
        updatedAt: new Date(now - 88 * DAY),
      }));
      await tx.insert(sellerLegalDetails).values(legal);
      for (const seller of sellers) {
        await tx
          .update(users)
          .set({
            eCommerceIsVerified: true,
            sellerApplicationStatus: 'approved',
            eCommerceTaxNumber: taxNumber(random),
            eCommercePhone: seller.phone,
          })
          .where(eq(users.id, seller.id));
      }
      await tx.insert(products).values(rows);
      const fitted = rows.flatMap((row, i) => {
        const fits = catalogueFitment[i]!;
        return fits === 'universal' ? [] : [{ productId: row.id, ...fits }];
      });
      await tx.insert(productFitments).values(
        fitted.flatMap(({ productId, cars }) =>
          cars.map(([make, model, yearFrom, yearTo], position) => ({
            productId,
            position,
            vehicleType: 'araba' as const,
            brand: make,
            model,
            modelKey: modelKey(model),
            yearFrom,
            yearTo,
          })),
        ),
      );
      const oemRows = fitted.flatMap(({ productId, oem }) =>
        oem.map((number) => ({ productId, oem: normaliseOem(number) })),
      );
      if (oemRows.length) await tx.insert(productOemNumbers).values(oemRows);

      // The demo seller's orders over the last month, in every state, from several customers.
      const demoProducts = rows.filter((p) => p.sellerId === sellers[0]!.id && p.status === 'active');
      const states = [
        'delivered',
        'delivered',
        'delivered',
        'shipped',
        'shipped',
        'pending',
        'pending',
        'cancelled',
      ] as const;
      const demoLegal = legal[0]!;
      const demoTaxNumber = taxNumber(random);
      const reviewed = new Set<string>();
      for (let i = 0; i < 14; i++) {
        const buyer =
          i < 2 && demoCustomer
            ? { ...buyers[0]!, id: demoCustomer.id, email: demoCustomer.email }
            : random.pick(buyers);
        const status = i < 2 ? 'pending' : random.pick(states);
        const lines = random
          .sample(demoProducts, random.int(1, 2))
          .map((p) => ({ product: p, quantity: random.int(1, 3) }));
        const created = now - (i < 2 ? random.int(1, 8) * 3_600_000 : random.int(1, 29) * DAY + random.int(0, DAY));
        const id = seededId(random, created);
        orderCount += 1;
        const address = {
          fullName: `${buyer.firstName} ${buyer.lastName}`,
          phone: buyer.phone,
          city: 'Adana',
          district: random.pick(['Seyhan', 'Çukurova', 'Yüreğir', 'Sarıçam']),
          address: `${random.pick(['Reşatbey', 'Kurtuluş', 'Güzelyalı', 'Cemalpaşa'])} Mah. ${random.int(1, 90)}. Sok. No: ${random.int(1, 40)}`,
        };
        const documents = renderDistanceSalesDocuments({
          seller: { ...demoLegal, taxNumber: demoTaxNumber, phone: sellers[0]!.phone },
          buyer: { fullName: address.fullName, phone: buyer.phone, email: buyer.email },
          deliveryAddress: address,
          items: lines.map((l) => ({
            name: l.product.name,
            quantity: l.quantity,
            unitPriceKurus: l.product.priceKurus,
          })),
          paymentMethodLabel: labelOf(paymentMethods, 'kapida-odeme'),
        });
        await tx.insert(orders).values({
          id,
          checkoutId: id,
          buyerId: buyer.id,
          sellerId: sellers[0]!.id,
          status,
          totalKurus: lines.reduce((sum, l) => sum + l.product.priceKurus * l.quantity, 0),
          paymentMethod: 'kapida-odeme',
          paymentReference: `KAPIDA-${id.slice(-8).toUpperCase()}`,
          deliveryAddress: address,
          documentsTemplateId: documents.templateId,
          preliminaryInfo: documents.preliminaryInfo,
          distanceSalesContract: documents.contract,
          carrier:
            status === 'shipped' || status === 'delivered'
              ? random.pick(['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo'])
              : null,
          trackingNumber:
            status === 'shipped' || status === 'delivered' ? String(random.int(100_000_000, 999_999_999)) : null,
          createdAt: new Date(created),
          updatedAt: new Date(created),
          shippedAt: status === 'shipped' || status === 'delivered' ? new Date(created + DAY / 2) : null,
          deliveredAt: status === 'delivered' ? new Date(created + 2 * DAY) : null,
          cancelledAt: status === 'cancelled' ? new Date(created + DAY / 4) : null,
        });
        await tx.insert(orderItems).values(
          lines.map((l) => ({
            id: seededId(random, created),
            orderId: id,
            productId: l.product.id!,
            name: l.product.name,
            photo: l.product.photos?.[0] ?? null,
            unitPriceKurus: l.product.priceKurus,
            quantity: l.quantity,
          })),
        );
        // Most buyers of a delivered order review what they got (verified purchases); the seller answers some.
        if (status !== 'delivered') continue;
        for (const { product } of lines) {
          const key = `${product.id}:${buyer.id}`;
          if (reviewed.has(key) || !random.chance(0.75)) continue;
          reviewed.add(key);
          const [rating, comment] = random.pick(reviewTexts);
          const at = new Date(created + (3 + random.int(0, 5)) * DAY);
          await tx.insert(productReviews).values({
            id: seededId(random, at.getTime()),
            productId: product.id!,
            authorId: buyer.id,
            authorName: `${buyer.firstName} ${buyer.lastName.charAt(0).toLocaleUpperCase('tr-TR')}.`,
            rating,
            comment,
            ...(random.chance(0.5)
              ? {
                  reply: 'Güzel yorumunuz için teşekkür ederiz, iyi yolculuklar dileriz!',
                  repliedAt: new Date(at.getTime() + DAY),
                }
              : {}),
            createdAt: at,
            updatedAt: at,
          });
        }
      }
      // Each product's rating and count, from its verified reviews only.
      await tx.execute(sql`
        update ${products} set
          rating = r.rating,
          review_count = r.count
        from (
          select product_id, round(avg(rating), 1)::real as rating, count(*)::int as count
          from ${productReviews} group by product_id
        ) r
        where ${products.id} = r.product_id`);
    });
  } catch (error) {
    for (const url of stored) await deps.media.deleteImage(url).catch(() => {});
    throw error;
  }
  deps.log?.(`${sellers.length} satıcı, ${rows.length} ürün, ${orderCount} sipariş eklendi.`);
  return { sellers: sellers.length, products: rows.length, orders: orderCount, photos: stored.length };
}
