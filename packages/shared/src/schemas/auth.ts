import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { ownUserSchema, USER_LIMITS } from './user.js';

/** Sign-in form and request body (docs/product.md §5 'Login'). Wrong addresses are answered like wrong passwords. */
export const loginSchema = z.object(
  {
    email: z
      .string({ error: errorMessages.EMAIL_REQUIRED })
      .trim()
      .toLowerCase()
      .min(1, errorMessages.EMAIL_REQUIRED)
      .max(USER_LIMITS.emailMax, errorMessages.INVALID_CREDENTIALS),
    password: z
      .string({ error: errorMessages.PASSWORD_REQUIRED })
      .min(1, errorMessages.PASSWORD_REQUIRED)
      .max(USER_LIMITS.passwordMax, errorMessages.INVALID_CREDENTIALS),
  },
  { error: errorMessages.LOGIN_REQUIRED_FIELDS },
);
export type LoginInput = z.input<typeof loginSchema>;

const refreshToken = z.string({ error: errorMessages.INVALID_REFRESH_TOKEN }).min(1).max(200);

export const refreshSchema = z.object({ refresh_token: refreshToken }, { error: errorMessages.INVALID_REFRESH_TOKEN });
export const logoutSchema = refreshSchema.partial();

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = tokenPairSchema.extend({ user: ownUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
