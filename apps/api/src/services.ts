import type { FastifyInstance } from 'fastify';
import { createAccountService } from './modules/auth/auth.account.js';
import { createLinksRepository } from './modules/auth/auth.links.repository.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createMessagesRepository } from './modules/messages/messages.repository.js';
import { createMessagesExport } from './modules/messages/messages.service.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { cashOnDelivery } from './modules/orders/orders.payment.js';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createSellersService } from './modules/sellers/sellers.service.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { createUsersService } from './modules/users/users.service.js';

/**
 * The services other modules use, built once and handed to the routes that need them: the one place where modules
 * meet. Each gets the services it depends on, and they depend one way only (lint checks there is no cycle):
 * users ← sellers ← products ← orders; users ← posts, reviews; users, products ← seo; users ← account (auth).
 */
export function createServices(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // Orders are built last (they use products); users and products only call them later, at request time.
  let orders: OrdersService | undefined;
  const ordersLater = () => orders!;

  const users = createUsersService({
    db,
    passwords: app.passwords,
    photos: app.media,
    log: app.log,
    // A buyer leaving cancels their pending orders in the deleting transaction.
    beforeDelete: (tx, userId) => ordersLater().cancelPendingOrdersOf(tx, userId),
  });
  // Turns the domain events every module emits into notifications; it knows no module but users (docs/decisions/022).
  // Web Push plugs in as `push` once its sender exists.
  const notifications = createNotificationsService({
    db,
    users,
    realtime: app.realtime,
    mail: app.mail,
    jobs: app.jobs,
    secret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    messageEmailDelaySeconds: config.NOTIFY_MESSAGE_EMAIL_DELAY_SECONDS,
  });
  notifications.pipeline.register(app.jobs);
  const sellers = createSellersService({ db, users, documents: app.media, log: app.log, events: app.events });
  const products = createProductsService({
    db,
    users,
    sellers,
    photos: app.media,
    // A photo an order still shows stays stored when the product lets it go.
    photosInUse: (urls) => ordersLater().photosInOrders(urls),
    log: app.log,
  });
  orders = createOrdersService({ db, users, products, sellers, payments: cashOnDelivery, events: app.events });
  const posts = createPostsService({ db, users, media: app.media });
  const reviews = createReviewsService({ db, users, events: app.events });
  const seo = createSeoService({ users, products });
  const account = createAccountService({
    db,
    users,
    links: createLinksRepository(db),
    refreshTokens: createAuthRepository(db),
    mail: app.mail,
    forgotIpLimit: app.createRateLimiter({
      name: 'forgot-ip',
      max: config.RATE_LIMIT_FORGOT_IP,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
    forgotEmailLimit: app.createRateLimiter({
      name: 'forgot-email',
      max: config.RATE_LIMIT_FORGOT_EMAIL,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
  });
  const messagesExport = createMessagesExport(createMessagesRepository(db));
  /** Everything the account holds (KVKK art. 11), each part read by the module that owns it. */
  async function exportAccount(userId: string) {
    const profile = await users.ownProfile(userId);
    const [ownReviews, writing, messages, ownOrders, notified] = await Promise.all([
      reviews.exportOf(userId),
      posts.exportOf(userId),
      messagesExport(userId),
      orders!.exportOf(userId),
      notifications.exportOf(userId),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile,
      consents: profile.consents,
      reviews: ownReviews,
      posts: writing.posts,
      comments: writing.comments,
      messages,
      orders: ownOrders,
      ...notified,
    };
  }
  return { account, exportAccount, users, sellers, products, orders, posts, reviews, seo, notifications };
}
