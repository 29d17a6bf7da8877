import { NEW_CHAT_GREETING } from '@otousta/shared/schemas/messages';
import { and, arrayContains, asc, desc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orderedPair } from '../modules/messages/messages.repository.js';
import { conversations, messages, type NewMessageRow } from '../modules/messages/messages.table.js';
import { users } from '../modules/users/users.table.js';
import { SEED_EMAIL_DOMAIN, seededId } from './seed.generate.js';
import type { Random } from './seed.random.js';

const MINUTE = 60_000;

interface Thread {
  customer: string;
  business: string;
  /** Who wrote, how many minutes ago, what. */
  lines: readonly (readonly ['customer' | 'business', number, string])[];
  /** How many of the last lines their receiver has not read yet (delivered only). */
  unread: number;
}

/**
 * Demo conversations (docs/product.md §3 'Conversation'), so the demo accounts open /mesajlar on real chats: the
 * customer has a reply from the demo business waiting and a finished towing chat, and the demo business has a new
 * customer's questions to answer.
 */
export async function seedMessages(
  db: Db,
  options: { random: Random; now: number; demoBusinessEmail: string; demoCustomerEmail: string },
): Promise<{ conversations: number; messages: number }> {
  const { random, now } = options;
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  // A seeded account of the type (and sector), from the demo accounts' city when there is one.
  const firstSeeded = async (userType: 'isletme' | 'musteri', sector?: string) =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.userType, userType),
            eq(users.isActive, true),
            like(users.email, `%@${SEED_EMAIL_DOMAIN}`),
            ...(sector ? [arrayContains(users.businessSector, [sector])] : []),
          ),
        )
        .orderBy(desc(eq(users.city, 'adana')), asc(users.id))
        .limit(1)
    )[0]?.id;
  const [demoCustomer, demoBusiness, towing, customer] = await Promise.all([
    idOf(options.demoCustomerEmail),
    idOf(options.demoBusinessEmail),
    firstSeeded('isletme', 'cekici'),
    firstSeeded('musteri'),
  ]);
  if (!demoCustomer || !demoBusiness) return { conversations: 0, messages: 0 };

  // A thread whose partner the seed could not find (a tiny custom seed) is left out.
  const written: (Omit<Thread, 'customer' | 'business'> & { customer?: string; business?: string })[] = [
    {
      customer: demoCustomer,
      business: demoBusiness,
      unread: 1,
      lines: [
        ['customer', 2 * 24 * 60, NEW_CHAT_GREETING],
        ['customer', 2 * 24 * 60 - 1, 'Fiat Egea 2019 için periyodik bakım fiyatı alabilir miyim?'],
        [
          'business',
          2 * 24 * 60 - 25,
          'Merhaba Ayşe Hanım, yağ, yağ filtresi, hava ve polen filtresi dahil 4.250 TL. Fren ve alt takım kontrolü ücretsiz.',
        ],
        ['customer', 26 * 60, 'Cumartesi sabah müsait misiniz?'],
        ['business', 40, 'Cumartesi 10:00 uygun, aracınızı 2 saatte teslim ederiz. Küçük Sanayi Sitesi 4. Blok No:12.'],
      ],
    },
    {
      customer: demoCustomer,
      business: towing,
      unread: 0,
      lines: [
        ['customer', 9 * 24 * 60, NEW_CHAT_GREETING],
        ['business', 9 * 24 * 60 - 4, 'Merhaba, Seyhan içinde çekici hizmetimiz 1.500 TL. 7/24 çalışıyoruz.'],
        ['customer', 9 * 24 * 60 - 6, 'Teşekkürler, numaranızı kaydettim.'],
      ],
    },
    {
      customer,
      business: demoBusiness,
      unread: 2,
      lines: [
        [
          'customer',
          3 * 60,
          'Merhaba, Renault Clio 4 dizel aracımda motor arıza lambası yandı. Bugün bakabilir misiniz?',
        ],
        ['customer', 3 * 60 - 2, 'Öğleden sonra gelebilirim.'],
      ],
    },
  ];
  const threads = written.filter((thread): thread is Thread => !!thread.customer && !!thread.business);

  let messageCount = 0;
  await db.transaction(async (tx) => {
    for (const thread of threads) {
      const [userA, userB] = orderedPair(thread.customer, thread.business);
      const started = now - thread.lines[0]![1] * MINUTE;
      const conversationId = seededId(random, started);
      const rows: NewMessageRow[] = thread.lines.map(([who, minutesAgo, content], i) => {
        const createdAt = new Date(now - minutesAgo * MINUTE);
        const senderId = who === 'customer' ? thread.customer : thread.business;
        const read = i < thread.lines.length - thread.unread;
        return {
          id: seededId(random, createdAt.getTime()),
          conversationId,
          senderId,
          receiverId: senderId === thread.customer ? thread.business : thread.customer,
          content,
          status: read ? 'read' : 'delivered',
          createdAt,
          deliveredAt: createdAt,
          readAt: read ? new Date(createdAt.getTime() + MINUTE) : null,
        };
      });
      const last = rows.at(-1)!;
      // The unread lines all go to the receiver of the last one (the demo threads end with one side waiting).
      const unreadOf = (userId: string) => (last.receiverId === userId ? thread.unread : 0);
      await tx.insert(conversations).values({
        id: conversationId,
        userA,
        userB,
        unreadA: unreadOf(userA),
        unreadB: unreadOf(userB),
        lastMessageId: last.id,
        lastMessageContent: last.content,
        lastMessageSenderId: last.senderId,
        lastMessageTime: last.createdAt,
        createdAt: new Date(started),
        updatedAt: last.createdAt,
      });
      await tx.insert(messages).values(rows);
      messageCount += rows.length;
    }
  });
  return { conversations: threads.length, messages: messageCount };
}
