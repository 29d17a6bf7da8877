import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { media } from './media/media.plugin.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { discoveryRoutes } from './modules/discovery/discovery.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { fitmentRoutes } from './modules/fitment/fitment.routes.js';
import { garageRoutes } from './modules/garage/garage.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { hoursRoutes } from './modules/hours/hours.routes.js';
import { messagesRoutes } from './modules/messages/messages.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { cartRoutes } from './modules/orders/cart.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { postsRoutes } from './modules/posts/posts.routes.js';
import { pricesRoutes } from './modules/prices/prices.routes.js';
import { productReviewsRoutes } from './modules/product-reviews/product-reviews.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { sellersAdminRoutes } from './modules/sellers/sellers.admin-routes.js';
import { sellersRoutes } from './modules/sellers/sellers.routes.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { setupRoutes } from './modules/setup/setup.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { eventsPlugin } from './platform/events.js';
import { jobsPlugin } from './platform/jobs/jobs.plugin.js';
import { mailPlugin } from './platform/mail/mail.plugin.js';
import { pushPlugin } from './platform/push/push.plugin.js';
import { auth } from './plugins/auth.js';
import { docs } from './plugins/docs.js';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { metrics } from './plugins/metrics.js';
import { rateLimit } from './plugins/rate-limit.js';
import { security } from './plugins/security.js';
import { textGuard } from './plugins/text-guard.js';
import { web } from './plugins/web.js';
import { realtime } from './realtime/realtime.plugin.js';
import { createServices } from './services.js';
import './types.js';
import '@otousta/shared/schemas/zod-locale';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is created from config and closed with the app. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole application without listening, so tests can `inject` and server.ts can `listen`. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? createDatabase(config);
  app.decorate('config', config);
  app.decorate('database', database);
  if (!options.database) app.addHook('onClose', () => database.close());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(security);
  // API JSON (and any other compressible answer over 1 KB) in br or gzip when the client asks. Answers that are
  // already encoded (the server-rendered HTML, pre-compressed assets) and pictures pass untouched. Compressed request
  // bodies are never inflated, so the body limits hold for what a request really carries.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(rateLimit);
  await app.register(auth);
  await app.register(docs);
  await app.register(multipart, {
    // A post sent as plain form fields may repeat `tags` (10) and `keepImages` (5) beside its other fields.
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 40, fieldSize: 256 * 1024 },
  });
  await app.register(media);
  await app.register(realtime);
  await app.register(metrics);
  // Background work (mail, pushes and later notifications) runs from the jobs table on every node.
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(pushPlugin);
  await app.register(eventsPlugin);

  const services = createServices(app);
  const { account, exportAccount, users, sellers, products, orders, posts, reviews, seo, messages, quotes } = services;
  const {
    hours,
    appointments,
    garage,
    fitment,
    favorites,
    returns,
    productReviews,
    notifications,
    discovery,
    prices,
    setup,
  } = services;
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(geoRoutes);
      await api.register(authRoutes, { users, account });
      await api.register(discoveryRoutes, { discovery });
      await api.register(usersRoutes, {
        users,
        welcome: account.sendVerification,
        exportAccount,
        deleteAccount: account.deleteAccount,
      });
      await api.register(messagesRoutes, { users, messages });
      await api.register(notificationsRoutes, { notifications });
      await api.register(reviewsRoutes, { reviews });
      await api.register(quotesRoutes, { quotes });
      await api.register(pricesRoutes, { prices });
      await api.register(ordersRoutes, { orders });
      await api.register(cartRoutes, { products });
      await api.register(productsRoutes, { products });
      await api.register(fitmentRoutes, { fitment });
      await api.register(garageRoutes, { garage });
      await api.register(favoritesRoutes, { favorites });
      await api.register(returnsRoutes, { returns });
      await api.register(productReviewsRoutes, { productReviews });
      await api.register(adminRoutes);
      await api.register(sellersRoutes, { sellers });
      await api.register(sellersAdminRoutes, { sellers });
      await api.register(postsRoutes, { posts });
      await api.register(contactRoutes);
      await api.register(reportsRoutes, { targets: { users, reviews, posts } });
      await api.register(verificationRoutes, { users });
      await api.register(pushRoutes);
      await api.register(hoursRoutes, { hours });
      await api.register(setupRoutes, { setup });
      await api.register(appointmentsRoutes, { appointments });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { seo });
  await app.register(web, { seo });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
