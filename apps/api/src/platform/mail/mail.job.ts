import { z } from 'zod';
import { type JobDefinition, PermanentJobError } from '../jobs/jobs.worker.js';
import type { Mailer, MailMessage } from './mail.transport.js';

export const MAIL_SEND_JOB = 'mail.send';

const mailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  html: z.string().min(1),
  text: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
});

export interface MailRetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * A mail server that is down or busy delays a mail: tried again after 30 s, 1 min, 2 min, … at most an hour apart,
 * for about a day. A server that refuses the recipient or the message for good (a 5xx answer) is not asked again.
 */
const defaultPolicy: MailRetryPolicy = { maxAttempts: 30, retryBaseMs: 30_000, retryMaxMs: 60 * 60_000 };

export function mailSendJob(mailer: Mailer, policy: MailRetryPolicy = defaultPolicy): JobDefinition<MailMessage> {
  return {
    schema: mailMessageSchema,
    ...policy,
    async handle(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== undefined && responseCode >= 500) {
          throw new PermanentJobError(`mail refused by the server (${responseCode}): ${(error as Error).message}`);
        }
        throw error;
      }
    },
  };
}
