import { z } from 'zod';

/** A `.transform` that keeps what `read` makes of the text, and refuses with `message` the text it cannot read. */
export const readOrRefuse =
  <T>(read: (raw: string) => T | undefined, message: string) =>
  (raw: string, ctx: z.RefinementCtx): T => {
    const value = read(raw);
    if (!value) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  };
