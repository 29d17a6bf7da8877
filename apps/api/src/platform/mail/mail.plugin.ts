import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client.js';
import type { NewJob } from '../jobs/jobs.queue.js';
import { MAIL_SEND_JOB, mailSendJob } from './mail.job.js';
import { createMailer, type MailMessage } from './mail.transport.js';

export interface MailOutbox {
  /**
   * Queues a mail; the 'mail.send' job delivers it, never the request. With `db` set to a transaction the mail
   * leaves only if that transaction commits. Returns the job id, or null when `dedupKey` matched a queued mail.
   */
  enqueue(
    message: MailMessage,
    options?: Pick<NewJob, 'runAt' | 'delayMs' | 'dedupKey'> & { db?: Db | Tx },
  ): Promise<string | null>;
  /** Queues several mails in one statement, as `enqueue` queues one; answers how many were queued. */
  enqueueMany(messages: readonly MailMessage[], options?: { db?: Db | Tx }): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailOutbox;
  }
}

export const mailPlugin = fp(
  async (app) => {
    const { config } = app;
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      // An in-memory run keeps nothing on disk: its mails are only logged.
      mailDir: config.DATA_DIR === ':memory:' ? null : join(config.DATA_DIR, 'mail'),
      maxConnections: config.JOBS_CONCURRENCY,
      log: app.log.child({ component: 'mail' }),
    });
    if (!config.SMTP_URL && config.NODE_ENV === 'production') {
      app.log.warn('SMTP_URL is not set: mails are written to $DATA_DIR/mail and never leave this node');
    }
    app.jobs.register(MAIL_SEND_JOB, mailSendJob(mailer));
    app.decorate('mail', {
      enqueue: (message, { db, ...schedule } = {}) =>
        app.jobs.enqueue({ name: MAIL_SEND_JOB, payload: message, ...schedule }, db),
      enqueueMany: (messages, { db } = {}) =>
        app.jobs.enqueueMany(
          messages.map((message) => ({ name: MAIL_SEND_JOB, payload: message })),
          db,
        ),
    } satisfies MailOutbox);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
