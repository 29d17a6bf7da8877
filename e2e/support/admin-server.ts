import { type BuiltServer, startBuiltServer } from './server';

export interface AdminServer extends BuiltServer {
  admin: { email: string; password: string };
}

/**
 * The built app on its own embedded database with an admin in it. An admin exists only through the `admin:create`
 * command, which opens the database itself, so it runs before this server starts (the shared e2e server is already
 * running by then).
 */
export async function startServerWithAdmin(env: Record<string, string> = {}): Promise<AdminServer> {
  const admin = { email: 'yonetici@example.com', password: 'yonetici-sifre-1' };
  return { ...(await startBuiltServer({ env, admin })), admin };
}
