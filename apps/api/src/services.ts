import { CONTEXT_ITEMS_MAX } from '@otousta/shared/schemas/conversation-context';
import type { FastifyInstance } from 'fastify';
import { type AppointmentsService, createAppointmentsService } from './modules/appointments/appointments.service.js';
import { createAccountService, FORGOT_PASSWORD_JOB, forgotPasswordJob } from './modules/auth/auth.account.js';
import { createLinksRepository } from './modules/auth/auth.links.repository.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import {
  createDiscoveryRepository,
  LISTING_CHANGES_CHANNEL,
  listingVersionColumn,
} from './modules/discovery/discovery.repository.js';
import { createDiscoveryService } from './modules/discovery/discovery.service.js';
import { createFavoritesService } from './modules/favorites/favorites.service.js';
import { createFitmentService } from './modules/fitment/fitment.service.js';
import { createGarageService, type GarageService } from './modules/garage/garage.service.js';
import { createHoursService, type HoursService, hoursInStatements } from './modules/hours/hours.service.js';
import { createMessagesRepository } from './modules/messages/messages.repository.js';
import { createMessagesExport, createMessagesService } from './modules/messages/messages.service.js';
import { createRealtimeNotifier } from './modules/messages/messages.socket.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { cashOnDelivery } from './modules/orders/orders.payment.js';
import { createOrdersService, type OrdersService } from './modules/orders/orders.service.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { createPricesService } from './modules/prices/prices.service.js';
import { createProductReviewsService } from './modules/product-reviews/product-reviews.service.js';
import { createProductsService } from './modules/products/products.service.js';
import { createQuotesService } from './modules/quotes/quotes.service.js';
import { createResponsivenessService } from './modules/responsiveness/responsiveness.service.js';
import { createReturnsService } from './modules/returns/returns.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createSellersService } from './modules/sellers/sellers.service.js';
import { createSeoService } from './modules/seo/seo.service.js';
import { createSetupService } from './modules/setup/setup.service.js';
import { createUsersService } from './modules/users/users.service.js';

/**
 * The services other modules use, built once and handed to the routes that need them: the one place where modules
 * meet. Each gets the services it depends on, and they depend one way only (lint checks there is no cycle):
 * users ← sellers ← products ← orders ← returns, product reviews; users ← posts, reviews; users, products, hours ← seo;
 * users ← account (auth); users ← hours ← appointments; users, hours ← discovery ← seo; reviews and appointments meet only through the callbacks
 * wired here; products ← fitment ← garage → orders; users, products ← favorites;
 * users ← responsiveness ← messages, quotes; messages ← quotes; quotes book appointments through a callback.
 */
export function createServices(app: FastifyInstance) {
  const { db } = app.database;
  const { config } = app;
  // Orders are built last (they use products); users and products only call them later, at request time.
  let orders: OrdersService | undefined;
  const ordersLater = () => orders!;
  // Hours need users (which businesses are public); profiles carry the hours, asked for only at request time.
  let hours: HoursService | undefined;
  let appointments: AppointmentsService | undefined;
  // The catalogue's 'Aracıma uyanlar' filter reads the caller's garage vehicle (built after products).
  let garage: GarageService | undefined;
  const prices = createPricesService({ db });

  const users = createUsersService({
    db,
    passwords: app.passwords,
    photos: app.media,
    log: app.log,
    // A buyer leaving cancels their pending orders in the deleting transaction (their browsers' push subscriptions go
    // with the account, by the foreign key's cascade); the account module ends its sessions (account.deleteAccount).
    beforeDelete: (tx, userId) => ordersLater().cancelPendingOrdersOf(tx, userId),
    businessHours: (ids) => hours!.profileFacts(ids),
    hoursInStatements,
    listingVersion: listingVersionColumn,
  });
  hours = createHoursService({ db, businesses: users });
  // Turns the domain events every module emits into notifications; it knows no module but users (docs/decisions/022),
  // and delivers Web Push through the push channel of the platform.
  const notifications = createNotificationsService({
    db,
    users,
    realtime: app.realtime,
    mail: app.mail,
    jobs: app.jobs,
    push: app.push,
    secret: config.JWT_SECRET,
    publicUrl: config.PUBLIC_URL,
    awayEmailDelaySeconds: config.NOTIFY_MESSAGE_EMAIL_DELAY_SECONDS,
    events: app.events,
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
    narrowCatalogue: async (caller, { fits, oem }) =>
      fitment.catalogueCondition({ oem, vehicle: fits ? await garage!.vehicleOf(caller, fits) : undefined }),
    saveFitment: (tx, productId, data) => fitment.writeNew(tx, productId, data),
    log: app.log,
  });
  const fitment = createFitmentService({ db, products });
  orders = createOrdersService({
    db,
    users,
    products,
    sellers,
    payments: cashOnDelivery,
    mail: app.mail,
    events: app.events,
  });
  const returns = createReturnsService({
    db,
    orders,
    products,
    sellers,
    admins: (tx) => users.activeAdminIds(tx),
    photos: app.media,
    events: app.events,
    log: app.log,
  });
  const productReviews = createProductReviewsService({ db, products, orders, users, events: app.events });
  garage = createGarageService({
    db,
    jobs: app.jobs,
    events: app.events,
    shop: () => ({
      fittingProductIds: (vehicle, ids) => fitment.fittingProductIds(vehicle, ids),
      ordersOf: (userId) => orders!.exportOf(userId),
    }),
    appointments: () => ({
      completedFor: (ownerId, vehicleId) => appointments!.completedFor(ownerId, vehicleId),
    }),
  });
  const favorites = createFavoritesService({ db, users, products });
  const posts = createPostsService({ db, users, media: app.media });
  const reviews = createReviewsService({
    db,
    users,
    events: app.events,
    completedJob: (customerId, businessId) => appointments!.hasCompleted(customerId, businessId),
  });
  appointments = createAppointmentsService({
    db,
    users,
    hours,
    garage,
    jobs: app.jobs,
    events: app.events,
    // A completed job makes the customer's review of the business verified (docs/product.md §10).
    // A final price of a job that came from a quote counts for the fair price of its sector, vehicle type and city.
    onCompleted: async (tx, job) => {
      await reviews.markVerified(tx, job.customerId, job.businessId);
      await prices.jobCompleted(tx, job);
    },
    openRequests: {
      perBusiness: config.APPOINTMENT_OPEN_REQUESTS_PER_BUSINESS,
      perDay: config.APPOINTMENT_OPEN_REQUESTS_PER_DAY,
    },
  });
  // Response times of businesses (docs/product.md §10): messages and quotes record when customers ask and are answered.
  const responsiveness = createResponsivenessService({ db, users, jobs: app.jobs, log: app.log });
  const messagesRepository = createMessagesRepository(db);
  const messages = createMessagesService(
    messagesRepository,
    createRealtimeNotifier(app.realtime),
    users,
    { events: app.events, notifications },
    {
      afterSend: (message, startedConversation) => responsiveness.messageSent(message, startedConversation),
      // A conversation's context card: the customer's appointments at the business and requests sent to it.
      contextBetween: async (customerId, businessId) => {
        const [booked, requested] = await Promise.all([
          appointments!.between(customerId, businessId, CONTEXT_ITEMS_MAX),
          quotes.between(customerId, businessId, CONTEXT_ITEMS_MAX),
        ]);
        return { appointments: booked, quotes: requested };
      },
    },
  );
  const discovery = createDiscoveryService({
    openAt: hours.openAt,
    listing: createDiscoveryRepository(db),
    users,
    cacheMs: config.PAGE_CACHE_MS,
    // Heard only when something is kept: with PAGE_CACHE_MS 0 every match is read, and no connection is opened.
    listingChanges: config.PAGE_CACHE_MS > 0 ? app.database.changes(LISTING_CHANGES_CHANNEL) : undefined,
    log: app.log,
  });
  const quotes = createQuotesService({
    db,
    users,
    // A request without chosen businesses goes to the listing's first ones for its filters.
    bestMatches: discovery.bestMatches,
    media: app.media,
    events: app.events,
    messages: () => messages,
    responsiveness,
    prices,
    garage,
    // Accepting an offer books the chosen slot in the same transaction; a refused slot undoes the accept.
    book: appointments.createFromOffer,
  });
  // City pages carry the businesses they list in their head, as the listing gives them.
  const seo = createSeoService({ users, products, hours, listing: discovery });
  const setup = createSetupService({ users, hours });
  const account = createAccountService({
    db,
    users,
    links: createLinksRepository(db),
    refreshTokens: createAuthRepository(db),
    revokedSessions: app.revokedSessions,
    mail: app.mail,
    jobs: app.jobs,
    publicUrl: config.PUBLIC_URL,
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
  app.jobs.register(FORGOT_PASSWORD_JOB, forgotPasswordJob(account));
  const messagesExport = createMessagesExport(messagesRepository);
  /** Everything the account holds (KVKK art. 11), each part read by the module that owns it. */
  async function exportAccount(userId: string) {
    const profile = await users.ownProfile(userId);
    const [ownReviews, writing, ownMessages, ownOrders, ownAppointments, vehicles, favoriteIds, ownQuotes, notified] =
      await Promise.all([
        reviews.exportOf(userId),
        posts.exportOf(userId),
        messagesExport(userId),
        orders!.exportOf(userId),
        appointments!.exportOf(userId),
        garage!.exportOf(userId),
        favorites.exportOf(userId),
        quotes.exportOf(userId),
        notifications.exportOf(userId),
      ]);
    return {
      exportedAt: new Date().toISOString(),
      profile,
      consents: profile.consents,
      reviews: ownReviews,
      posts: writing.posts,
      comments: writing.comments,
      messages: ownMessages,
      orders: ownOrders,
      appointments: ownAppointments,
      vehicles,
      favorites: favoriteIds,
      quotes: ownQuotes,
      ...notified,
    };
  }
  return {
    account,
    exportAccount,
    users,
    discovery,
    sellers,
    products,
    orders,
    returns,
    productReviews,
    posts,
    reviews,
    seo,
    messages,
    quotes,
    hours,
    appointments,
    garage,
    fitment,
    favorites,
    notifications,
    prices,
    setup,
  };
}
