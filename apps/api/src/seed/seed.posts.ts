import { type CreatePostInput, createPostSchema } from '@otousta/shared/schemas/posts';
import { and, asc, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { valuesOf } from '../modules/posts/posts.service.js';
import { postComments, postLikes, posts } from '../modules/posts/posts.table.js';
import { users } from '../modules/users/users.table.js';
import { SEED_EMAIL_DOMAIN, seededId } from './seed.generate.js';
import { storedPictures, tradePicture } from './seed.photos.js';
import type { Random } from './seed.random.js';

const HOUR = 3_600_000;

type Author = 'demoBusiness' | 'demoCustomer' | 'business' | 'customer';

interface DemoPost {
  author: Author;
  /** Hours before the seed run; all within the hot-tags window. */
  hoursAgo: number;
  post: CreatePostInput;
  /** Trades whose generated pictures the post shows, one picture each. */
  pictures?: readonly string[];
}

/** What owners and workshops share on the feed: every post type, with tags that recur so the popular ones show. */
const demoPosts: readonly DemoPost[] = [
  {
    author: 'demoBusiness',
    hoursAgo: 2,
    pictures: ['genel', 'fren'],
    post: {
      type: 'service',
      content:
        "Bu hafta atölyemizde Fiat Egea'ların periyodik bakımını yaptık. Motor yağı, yağ, hava ve polen filtreleri " +
        'değişti; fren ve alt takım kontrolü ücretsiz.',
      tags: ['bakım', 'fiat', 'periyodikbakım'],
      carBrand: 'Fiat',
      carModel: 'Egea',
      carYear: 2021,
      location: 'Seyhan, Adana',
      serviceType: 'Periyodik bakım',
      serviceDescription: 'Yağ ve filtre değişimi, 40 nokta kontrol, bilgisayarlı arıza taraması.',
      estimatedDuration: '2 saat',
      contactInfo: 'Randevu için OtoUsta üzerinden mesaj atın',
    },
  },
  {
    author: 'demoCustomer',
    hoursAgo: 5,
    post: {
      type: 'repair',
      content:
        "Frenlerden gıcırtı sesi geliyor, özellikle sabahları. Balata mı bitti, disk mi? Adana'da güvenilir bir fren " +
        'ustası önerebilir misiniz?',
      tags: ['fren', 'balata', 'tavsiye'],
      carBrand: 'Toyota',
      carModel: 'Corolla',
      carYear: 2019,
      location: 'Çukurova, Adana',
    },
  },
  {
    author: 'business',
    hoursAgo: 9,
    pictures: ['egzozcu', 'egzozcu'],
    post: {
      type: 'service',
      content:
        'Performans egzoz sistemi montajı yaptık. Paslanmaz çelik ve homologasyonlu; sesi tok ama rahatsız etmiyor.',
      tags: ['egzoz', 'performans', 'modifikasyon'],
      carBrand: 'Volkswagen',
      carModel: 'Golf',
      carYear: 2017,
      location: 'Bornova, İzmir',
      serviceType: 'Egzoz sistemi montajı',
      serviceDescription: 'Katalitik konvertör korunur, muayeneye uygun paslanmaz çelik sistem.',
      estimatedDuration: '3 saat',
    },
  },
  {
    author: 'customer',
    hoursAgo: 20,
    pictures: ['akü'],
    post: {
      type: 'repair',
      content:
        "Renault Clio'mda soğuk havada marş geç basıyordu. Akü testi yaptırdım, akü bitmiş. 72 Ah yeni akü taktırdım, " +
        'sorun çözüldü.',
      tags: ['akü', 'kışlık', 'renault'],
      carBrand: 'Renault',
      carModel: 'Clio',
      carYear: 2016,
      location: 'Çankaya, Ankara',
    },
  },
  {
    author: 'customer',
    hoursAgo: 30,
    pictures: ['lastik'],
    post: {
      type: 'maintenance',
      content:
        'Kışlık lastiklerimi taktırdım, rot balans ayarı da yapıldı. 7 derecenin altında kış lastiği gerçekten fark ' +
        'ediyor, herkese tavsiye ederim.',
      tags: ['lastik', 'kışlık', 'bakım'],
      carBrand: 'Hyundai',
      carModel: 'i20',
      carYear: 2020,
      location: 'Nilüfer, Bursa',
    },
  },
  {
    author: 'customer',
    hoursAgo: 44,
    pictures: ['lastik'],
    post: {
      type: 'sale',
      content: 'Orijinal 16 inç jant takımı, 4 adet, 5x112. Çiziksiz; yazlık lastikleriyle birlikte veriyorum.',
      tags: ['jant', 'satılık', 'ikinciel'],
      carBrand: 'Volkswagen',
      carModel: 'Passat',
      carYear: 2018,
      location: 'Kadıköy, İstanbul',
      price: 14_500,
    },
  },
  {
    author: 'business',
    hoursAgo: 60,
    pictures: ['elektrik'],
    post: {
      type: 'modification',
      content:
        "Müşterimizin Ford Focus'una LED far dönüşümü yaptık, gece görüşü çok iyileşti. E işaretli ürünler, muayeneye " +
        'uygun.',
      tags: ['modifikasyon', 'led', 'far'],
      carBrand: 'Ford',
      carModel: 'Focus',
      carYear: 2015,
      location: 'Karşıyaka, İzmir',
    },
  },
  {
    author: 'demoCustomer',
    hoursAgo: 75,
    post: {
      type: 'sale',
      content: "Havuzlu paspas seti ve bagaj havuzu, neredeyse hiç kullanılmadı. Egea Sedan'a tam uyuyor.",
      tags: ['satılık', 'aksesuar', 'fiat'],
      carBrand: 'Fiat',
      carModel: 'Egea',
      carYear: 2021,
      location: 'Seyhan, Adana',
      price: 750,
    },
  },
  {
    author: 'customer',
    hoursAgo: 90,
    pictures: ['suspansiyon'],
    post: {
      type: 'modification',
      content:
        'Süspansiyonu 3 cm düşürdüm, yay ve amortisör takımı birlikte değişti. Yol tutuşu çok değişti ama kasislerde ' +
        'dikkat gerekiyor.',
      tags: ['modifikasyon', 'süspansiyon', 'performans'],
      carBrand: 'Honda',
      carModel: 'Civic',
      carYear: 2018,
      location: 'Muratpaşa, Antalya',
    },
  },
  {
    author: 'customer',
    hoursAgo: 110,
    post: {
      type: 'general',
      content:
        'Uzun yola çıkmadan önce kontrol listem: lastik basıncı, yağ seviyesi, antifriz, silecek suyu ve farlar. ' +
        'Sizin eklediğiniz bir şey var mı?',
      tags: ['bakım', 'uzunyol', 'tavsiye'],
      location: 'Selçuklu, Konya',
    },
  },
  {
    author: 'business',
    hoursAgo: 130,
    pictures: ['klima-tamiri'],
    post: {
      type: 'maintenance',
      content:
        'Klima gazı dolumu ve polen filtresi değişimi bu ay indirimli. Kötü kokudan şikâyet edenler için klima ' +
        'temizliği de yapıyoruz.',
      tags: ['klima', 'bakım', 'polenfiltresi'],
      location: 'Meram, Konya',
    },
  },
  {
    author: 'business',
    hoursAgo: 160,
    pictures: ['kaporta', 'boyama'],
    post: {
      type: 'service',
      content:
        'Göçük kaputu boyasız göçük düzeltme ile eski haline getirdik. Orijinal boya korundu, ekspertizde değişen ya ' +
        'da boyalı görünmez.',
      tags: ['kaporta', 'boya', 'göçük'],
      carBrand: 'Toyota',
      carModel: 'Corolla',
      carYear: 2020,
      location: 'Osmangazi, Bursa',
      serviceType: 'Boyasız göçük düzeltme',
      estimatedDuration: '1 gün',
    },
  },
  {
    author: 'customer',
    hoursAgo: 190,
    post: {
      type: 'repair',
      content:
        'Motor arıza lambası yandı, bilgisayara bağlattık: oksijen sensörü arızalıymış. Sensör değişti, yakıt ' +
        'tüketimi de düştü.',
      tags: ['arıza', 'motor', 'sensör'],
      carBrand: 'Opel',
      carModel: 'Astra',
      carYear: 2014,
      location: 'Merkezefendi, Denizli',
    },
  },
  {
    author: 'customer',
    hoursAgo: 220,
    post: {
      type: 'general',
      content:
        "Şanzıman yağı kaç kilometrede değişmeli? Servis 'ömür boyu' diyor, usta 60 bin km diyor. Tecrübesi olan var mı?",
      tags: ['şanzıman', 'bakım', 'tavsiye'],
      carBrand: 'Volkswagen',
      carModel: 'Golf',
      carYear: 2019,
      location: 'Tepebaşı, Eskişehir',
    },
  },
  {
    author: 'customer',
    hoursAgo: 250,
    pictures: ['ekspertiz'],
    post: {
      type: 'sale',
      content:
        'Ekspertizden geçmiş, bakımları yetkili serviste yapılmış Dacia Duster 1.5 dCi. Değişen parça yok, iki parça ' +
        'lokal boyalı.',
      tags: ['satılık', 'ikinciel', 'dacia'],
      carBrand: 'Dacia',
      carModel: 'Duster',
      carYear: 2015,
      location: 'Kocasinan, Kayseri',
      price: 685_000,
    },
  },
  {
    author: 'demoBusiness',
    hoursAgo: 280,
    pictures: ['fren'],
    post: {
      type: 'maintenance',
      content:
        'Fren hidroliği iki yılda bir değişmeli: nem çeken hidrolik fren performansını düşürür. Bu hafta fren kontrolü ' +
        'ücretsiz.',
      tags: ['fren', 'bakım', 'hidrolik'],
      location: 'Seyhan, Adana',
    },
  },
  {
    author: 'customer',
    hoursAgo: 310,
    post: {
      type: 'repair',
      content:
        'Egzozdan mavi duman geliyordu, segman değişimi gerekti. Usta motoru indirmeden halletti, iki günde teslim ' +
        'aldım.',
      tags: ['egzoz', 'motor', 'segman'],
      carBrand: 'Fiat',
      carModel: 'Linea',
      carYear: 2013,
      location: 'Kocasinan, Kayseri',
    },
  },
  {
    author: 'business',
    hoursAgo: 340,
    pictures: ['motor'],
    post: {
      type: 'service',
      content: 'Motosiklet sezon öncesi bakımı: zincir dişli seti, yağ ve buji değişimi. Kampanyamız ay sonuna kadar.',
      tags: ['motosiklet', 'bakım', 'zincir'],
      carBrand: 'Honda',
      carModel: 'CBR 250R',
      carYear: 2020,
      location: 'Karşıyaka, İzmir',
      serviceType: 'Motosiklet bakımı',
      estimatedDuration: '3 saat',
    },
  },
];

const comments = [
  'Elinize sağlık, çok temiz iş olmuş.',
  'Fiyat bilgisi alabilir miyim?',
  'Ben de aynı sorunu yaşadım, paylaştığınız için teşekkürler.',
  'Hangi marka parça kullandınız?',
  'Çok faydalı bir paylaşım, kaydettim.',
  'Bizim arabada da benzer bir ses var, bir baktırmak lazım.',
  'Garantisi var mı?',
  'Ustalığınıza sağlık!',
  'Ne kadar sürdü?',
  'Tavsiye için teşekkürler, deneyeceğim.',
] as const;

const replies = [
  'Teşekkürler, mesaj atarsanız ayrıntıları paylaşırım.',
  'Rica ederim, kolay gelsin.',
  'Orijinal parça kullandık, iki yıl garantili.',
  'Yaklaşık yarım gün sürdü.',
] as const;

/** The photos of the seeded accounts' posts, so a reset removes their files too. */
export function seededPostPhotos(db: Db, authors: SQL): Promise<string[]> {
  const ids = db.select({ id: users.id }).from(users).where(authors);
  return storedPictures(db, posts, posts.images, inArray(posts.authorId, ids));
}

export interface PostSeedDeps {
  db: Db;
  media: { saveImages(files: { buffer: Buffer }[]): Promise<string[]>; deleteImage(url: string): Promise<void> };
}

/**
 * The feed of the demo: posts of every type by the demo accounts and other seeded people, with generated pictures
 * (each post its own, so deleting one post leaves the others' photos), tags, likes, comments and replies. The demo
 * customer has a comment on the demo business's post, so both accounts can try editing and replying.
 */
export async function seedPosts(
  deps: PostSeedDeps,
  options: { random: Random; now: number; demoBusinessEmail: string; demoCustomerEmail: string },
): Promise<{ posts: number; photos: number }> {
  const { db } = deps;
  const { random, now } = options;
  const seeded = like(users.email, `%@${SEED_EMAIL_DOMAIN}`);
  const people = (userType: 'isletme' | 'musteri', limit: number) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, userType), eq(users.isActive, true), seeded))
      .orderBy(asc(users.id))
      .limit(limit)
      .then((rows) => rows.map((r) => r.id));
  const [demoBusiness] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.demoBusinessEmail));
  const [demoCustomer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.demoCustomerEmail));
  const [businesses, customers] = await Promise.all([people('isletme', 8), people('musteri', 40)]);
  if (!demoBusiness || !demoCustomer || !businesses.length || !customers.length) return { posts: 0, photos: 0 };
  const readers = [...businesses.filter((id) => id !== demoBusiness.id), ...customers, demoCustomer.id];

  let businessTurn = 0;
  let customerTurn = 0;
  const authorOf = (author: Author) => {
    if (author === 'demoBusiness') return demoBusiness.id;
    if (author === 'demoCustomer') return demoCustomer.id;
    const pool = author === 'business' ? businesses.filter((id) => id !== demoBusiness.id) : customers;
    const turn = author === 'business' ? businessTurn++ : customerTurn++;
    return pool[turn % pool.length]!;
  };

  const specs = demoPosts.flatMap((p, post) =>
    (p.pictures ?? []).map((sector, i) => ({ post, sector, variant: i + post })),
  );
  const pictures = await Promise.all(specs.map((s) => tradePicture(s.sector, s.variant)));
  const stored = await deps.media.saveImages(pictures.map((buffer) => ({ buffer })));

  const postRows: (typeof posts.$inferInsert)[] = [];
  const likeRows: (typeof postLikes.$inferInsert)[] = [];
  const commentRows: (typeof postComments.$inferInsert)[] = [];
  demoPosts.forEach((demo, index) => {
    const authorId = authorOf(demo.author);
    const created = now - demo.hoursAgo * HOUR - random.int(0, 50) * 60_000;
    const id = seededId(random, created);
    // The same rules as a post written in the app (docs/product.md §5).
    const values = valuesOf(createPostSchema.parse(demo.post));

    const likers = random.sample(
      readers.filter((r) => r !== authorId),
      random.int(1, 14),
    );
    for (const userId of likers) likeRows.push({ postId: id, userId, createdAt: new Date(created + 30 * 60_000) });

    const thread: (typeof postComments.$inferInsert)[] = [];
    const comment = (by: string, content: string, parentCommentId: string | null = null) => {
      const at = created + (thread.length + 1) * 10 * 60_000;
      const row = { id: seededId(random, at), postId: id, authorId: by, parentCommentId, content };
      thread.push({ ...row, createdAt: new Date(at), updatedAt: new Date(at) });
      return row.id;
    };
    if (index === 0) {
      const question = comment(demoCustomer.id, 'Randevu almak istiyorum, cumartesi açık mısınız?');
      comment(authorId, 'Cumartesi 09:00-17:00 arası açığız, bekleriz.', question);
    }
    for (const text of random.sample(comments, random.int(0, 3))) {
      const commenter = random.pick(readers.filter((r) => r !== authorId));
      const parent = comment(commenter, text);
      if (random.chance(0.4)) comment(authorId, random.pick(replies), parent);
    }
    commentRows.push(...thread);

    postRows.push({
      id,
      authorId,
      ...values,
      images: specs.flatMap((s, i) => (s.post === index ? [stored[i]!] : [])),
      likeCount: likers.length,
      commentCount: thread.length,
      createdAt: new Date(created),
      updatedAt: new Date(created),
    });
  });

  try {
    await db.transaction(async (tx) => {
      await tx.insert(posts).values(postRows);
      await tx.insert(postLikes).values(likeRows);
      await tx.insert(postComments).values(commentRows);
    });
  } catch (error) {
    for (const url of stored) await deps.media.deleteImage(url).catch(() => {});
    throw error;
  }
  return { posts: postRows.length, photos: stored.length };
}
