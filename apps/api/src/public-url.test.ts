import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { startTestSmtpServer } from './platform/mail/mail.test-support.js';
import { useServer } from './test/before-tests.js';
import { mailTo } from './test/mailbox.js';
import { multipart } from './test/multipart.js';
import { useTestApp } from './test/test-app.js';
import { customerData } from './test/users.fixtures.js';

// What an attacker sends to have links built on a host of theirs.
const forged = { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('the one origin of every link', () => {
  it('refuses to start in production without PUBLIC_URL, in one line naming it', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DATA_DIR: ':memory:' } as const;
    expect(() => loadConfig({ ...production, PUBLIC_URL: '' })).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/^Invalid environment variable PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'otousta.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://otousta.example/' }).PUBLIC_URL).toBe(
      'https://otousta.example',
    );
    // A laptop needs nothing: the address it listens on.
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4321', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4321');
  });

  describe('with PUBLIC_URL unset, as on a laptop and in `npm run cluster` before', () => {
    const smtp = useServer(startTestSmtpServer);
    const t = useTestApp(() => ({
      SMTP_URL: smtp.url,
      PORT: '4321',
      TRUST_PROXY: 'true',
      JOBS_POLL_INTERVAL_MS: '20',
      RATE_LIMIT_REGISTER_IP: '1000',
    }));
    const origin = 'http://localhost:4321';

    it("mails reset and verification links on the configured origin, whatever the request's Host says", async () => {
      const data = customerData();
      // Registration mails the verification link: the request that causes it carries the forged host too.
      const form = multipart({ fields: { userData: JSON.stringify(data) } });
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/users/register-with-photos',
        payload: form.payload,
        headers: { ...form.headers, ...forged },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: forged,
        payload: { email: data.email },
      });
      expect(forgot.statusCode).toBe(202);
      const verification = await mailTo(smtp, data.email, 1);
      const reset = await mailTo(smtp, data.email, 2);
      expect(verification.link).toMatch(new RegExp(`^${origin}/e-posta-dogrula\\?token=`));
      expect(reset.link).toMatch(new RegExp(`^${origin}/sifre-sifirla\\?token=`));
      for (const { mail } of [verification, reset]) {
        expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
        expect(`${mail.text}${mail.html}`).not.toContain('127.0.0.1');
      }
    });

    it('writes the sitemap, robots.txt and canonical tags on the configured origin', async () => {
      for (const url of ['/sitemap.xml', '/robots.txt', '/istanbul']) {
        const res = await t.app.inject({ method: 'GET', url, headers: forged });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(origin);
        expect(res.body, url).not.toContain('evil.example');
      }
    });
  });
});
