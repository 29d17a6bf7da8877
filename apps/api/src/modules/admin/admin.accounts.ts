import { isValidEmail, normalizeEmail, USER_LIMITS } from '@otousta/shared/schemas/user';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';
import { users } from '../users/users.table.js';

export class AdminAccountError extends Error {}

export interface AdminAccountInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes an admin (architecture.md decision 9: never through registration). A new account is created; an existing
 * account with that e-mail is promoted and gets the given password. Admins sign in like everybody else.
 */
export async function createAdminAccount(
  db: Db,
  passwords: { hash(password: string): Promise<string> },
  input: AdminAccountInput,
): Promise<{ id: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AdminAccountError('Geçerli bir e-posta adresi girin (--email).');
  if (input.password.length < USER_LIMITS.passwordMin || input.password.length > USER_LIMITS.passwordMax) {
    throw new AdminAccountError(
      `Şifre ${USER_LIMITS.passwordMin}-${USER_LIMITS.passwordMax} karakter olmalıdır (--password).`,
    );
  }
  const passwordHash = await passwords.hash(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'admin', passwordHash, isActive: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const id = uuidv7();
  await db.insert(users).values({
    id,
    email,
    // Phone is unique and required; an admin account has no real one, so it gets a reserved, never-dialled number.
    phone: `+90000${id.replaceAll('-', '').slice(-10)}`,
    passwordHash,
    firstName: input.firstName?.trim() || 'Yönetici',
    lastName: input.lastName?.trim() || 'OtoUsta',
    city: 'ankara',
    birthDate: '1990-01-01',
    userType: 'musteri',
    role: 'admin',
  });
  return { id, created: true };
}
