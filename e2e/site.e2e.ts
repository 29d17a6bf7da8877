import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems } from './support/accessibility';
import { createSignedInAccount, registerAccount, type SignedInAccount, signInAccount } from './support/accounts';
import { adminServerForFile } from './support/admin-server';
import { type ApiCall, apiClient } from './support/api';
import { desktop, mobile, screenshot } from './support/browser';

/*
 * The public site and the admin area: content pages, the contact form that really sends, a report an admin hides
 * that vanishes from the feed, and axe-core on every route of the site.
 */

const file = adminServerForFile({ RATE_LIMIT_CONTACT_PER_HOUR: '100' });
let call: ApiCall;
let admin: SignedInAccount;

const customer = () =>
  createSignedInAccount({ data: { firstName: 'Derya', lastName: 'Aksoy' }, base: file.server().baseUrl });

const open = async (account: SignedInAccount | null, path: string, viewport = desktop) =>
  (await file.open(account, path, viewport)).page;

beforeAll(async () => {
  call = apiClient(file.server().baseUrl);
  admin = await signInAccount(file.server().admin, file.server().baseUrl);
});

describe('public site', () => {
  it('sends the contact form: Turkish errors first, then a confirmation, and the admin reads it', async () => {
    const page = await open(null, '/iletisim');
    await page.getByRole('heading', { name: 'İletişim', level: 1 }).waitFor();
    await expect(page.title()).resolves.toBe('İletişim - OtoUsta');
    await expect(page.getByRole('heading', { name: 'Çalışma saatleri' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Lütfen adınızı ve soyadınızı yazın.').waitFor();
    await expect(page.getByLabel('Adınız Soyadınız').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );

    await page.getByLabel('Adınız Soyadınız').fill('Elif Şahin');
    await page.getByLabel('E-posta').fill('elif.sahin@example.com');
    await page.getByLabel('Konu').fill('Doğrulama rozeti');
    await page.getByLabel('Mesajınız').fill('İşletmemi nasıl doğrulatabilirim? Belgelerim hazır.');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Mesajınız alındı. En kısa sürede size dönüş yapacağız.').waitFor();
    await expect(page.getByLabel('Konu').inputValue()).resolves.toBe('');
    await expect(accessibilityProblems(page)).resolves.toEqual([]);

    const inbox = await open(admin, '/yonetim?sekme=mesajlar');
    await inbox.getByRole('article', { name: 'Doğrulama rozeti' }).waitFor();
    await expect(inbox.getByText('İşletmemi nasıl doğrulatabilirim? Belgelerim hazır.').isVisible()).resolves.toBe(
      true,
    );
    await screenshot(inbox, 'site-admin-messages-1280');
  });

  it('hides a reported post: the admin hides it and it vanishes from the feed', async () => {
    const author = await customer();
    const content = `Ucuz parça için bu siteye bakın ${Date.now()}`;
    const form = new FormData();
    form.append('postData', JSON.stringify({ content, type: 'general' }));
    await call<{ post: { id: string } }>('/posts', {
      method: 'POST',
      body: form,
      token: author.accessToken,
    });
    // A signed-out visitor reports it from the feed.
    const feed = await open(null, '/akis');
    const postCard = feed.getByRole('article').filter({ hasText: content }).first();
    await postCard.waitFor();
    await postCard.getByRole('button', { name: 'Gönderi şikayet et' }).click();
    const dialog = feed.getByRole('dialog', { name: 'Gönderi şikayet et' });
    await dialog.getByLabel('Spam veya reklam').check();
    await dialog.getByLabel('Açıklama (isteğe bağlı)').fill('Reklam linki');
    await dialog.getByRole('button', { name: 'Şikayet Et' }).click();
    await dialog.getByText('Şikayetiniz alındı. Ekibimiz inceleyecek.').waitFor();
    await expect(accessibilityProblems(feed)).resolves.toEqual([]);
    await screenshot(feed, 'site-report-dialog-1280');
    await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();

    const panel = await open(admin, '/yonetim?sekme=sikayetler');
    const card = panel.getByRole('article', { name: 'Gönderi şikayeti' }).filter({ hasText: content });
    await card.waitFor();
    await expect(card.getByText('Spam veya reklam').isVisible()).resolves.toBe(true);
    await screenshot(panel, 'site-admin-reports-1280');
    await card.getByRole('button', { name: 'İçeriği Gizle' }).click();
    await card.waitFor({ state: 'detached' });
    await panel.locator('label', { hasText: 'Gizlendi' }).click();
    await panel.getByRole('article', { name: 'Gönderi şikayeti' }).filter({ hasText: content }).waitFor();

    await feed.reload();
    await feed.getByRole('heading', { name: 'Akış' }).first().waitFor();
    await feed.waitForLoadState('networkidle');
    await expect(feed.getByText(content).count()).resolves.toBe(0);
  });

  it("toggles a business's 'Doğrulanmış' badge from the admin area", async () => {
    const { user } = await registerAccount({
      userType: 'isletme',
      base: file.server().baseUrl,
      data: {
        firstName: 'Kemal',
        lastName: 'Usta',
        businessName: 'Kemal Oto Elektrik',
        businessAddress: 'Bornova, İzmir',
        businessServices: 'Akü, marş ve şarj sistemi onarımı.',
        businessSector: ['elektrik'],
        businessBrand: ['fiat'],
        authorizedBrands: [],
        businessLatitude: 38.46,
        businessLongitude: 27.21,
      },
    });

    const page = await open(admin, '/yonetim?sekme=dogrulama');
    const toggle = page.getByRole('switch', { name: 'Kemal Oto Elektrik: Doğrulanmış' });
    await toggle.waitFor();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click({ force: true });
    await page.getByText('Doğrulanmış', { exact: true }).first().waitFor();
    await expect
      .poll(async () => (await call<{ user: { isVerified: boolean } }>(`/users/${user.id}`)).user.isVerified)
      .toBe(true);
  });

  it('keeps the admin area from everyone else', async () => {
    const page = await open(await customer(), '/yonetim');
    await page.getByText('Bu sayfa yalnızca yöneticiler içindir.').waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
  });

  it('sends an announcement from the admin area to those who turned announcements on, on a 390 px phone', async () => {
    const [member, other] = [await customer(), await customer()];
    await call('/notifications/preferences', {
      method: 'PUT',
      token: member.accessToken,
      body: JSON.stringify({ preferences: [{ type: 'announcement', inApp: true, email: false, push: false }] }),
    });
    const page = await open(admin, '/yonetim?sekme=duyurular', mobile);
    const send = page.getByRole('button', { name: 'Duyuruyu Gönder', exact: true });
    await send.waitFor();
    await expect(accessibilityProblems(page)).resolves.toEqual([]);
    await send.click();
    await page.getByText('Duyuru başlığı 3 ile 120 karakter arasında olmalıdır.').waitFor();
    await page.getByRole('textbox', { name: 'Başlık' }).fill('Bayram indirimi');
    await page.getByRole('textbox', { name: 'Metin' }).fill('Bayram boyunca yedek parçalarda yüzde 10 indirim var.');
    await send.click();
    await page.getByText('Duyuru 1 kullanıcıya gönderiliyor.').waitFor();
    await expect(page.getByRole('textbox', { name: 'Başlık' }).inputValue()).resolves.toBe('');
    await expect(page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).resolves.toBe(false);
    await screenshot(page, 'site-yonetim-duyuru-gonderildi-390');

    const titles = async (who: SignedInAccount) =>
      (
        await call<{ notifications: { title: string }[] }>('/notifications', { token: who.accessToken })
      ).notifications.map((n) => n.title);
    await expect.poll(() => titles(member), { timeout: 15_000 }).toContain('Bayram indirimi');
    await expect(titles(other)).resolves.not.toContain('Bayram indirimi');
  });
});

const routes: [string, string][] = [
  ['/tanitim', 'Tanıtım - OtoUsta'],
  ['/hakkimizda', 'Hakkımızda - OtoUsta'],
  ['/iletisim', 'İletişim - OtoUsta'],
  ['/sss', 'Sıkça Sorulan Sorular - OtoUsta'],
  ['/yardim', 'Yardım - OtoUsta'],
  ['/destek', 'Destek - OtoUsta'],
  ['/iade', 'İade ve Değişim - OtoUsta'],
  ['/gizlilik', 'Gizlilik ve KVKK - OtoUsta'],
  ['/komisyon', 'Komisyon Oranları - OtoUsta'],
  ['/kariyer', 'Kariyer - OtoUsta'],
  ['/basin', 'Basın - OtoUsta'],
  ['/boyle-bir-sayfa-yok', 'Sayfa Bulunamadı - OtoUsta'],
  ['/izmir', 'İzmir Oto Servisleri ve Ustaları - OtoUsta'],
  ['/izmir/oto-elektrik', 'İzmir Oto Elektrik İşletmeleri - OtoUsta'],
];

describe('every route of the site', () => {
  it.each(routes)('%s has its title, one h1, no axe violations, at 1280 and 390 px', async (path, title) => {
    for (const viewport of [desktop, mobile]) {
      const page = await open(null, path, viewport);
      await page.locator('h1').first().waitFor();
      await expect(page.title()).resolves.toBe(title);
      await expect(page.locator('h1').count()).resolves.toBe(1);
      await expect(accessibilityProblems(page)).resolves.toEqual([]);
      await screenshot(page, `site${path.replaceAll('/', '-')}-${viewport.width}`);
      // No horizontal scrolling on a phone.
      if (viewport === mobile) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  });

  it('the admin area has no axe violations on any tab, at 1280 and 390 px', async () => {
    for (const viewport of [desktop, mobile]) {
      for (const tab of ['basvurular', 'dogrulama', 'mesajlar', 'sikayetler']) {
        const page = await open(admin, `/yonetim?sekme=${tab}`, viewport);
        await page.getByRole('tabpanel').waitFor();
        await page.waitForLoadState('networkidle');
        await expect(accessibilityProblems(page)).resolves.toEqual([]);
        await screenshot(page, `site-yonetim-${tab}-${viewport.width}`);
        await page.context().close();
      }
    }
  });

  it('shows the signup button on the landing page only to signed-out visitors', async () => {
    const visitor = await open(null, '/tanitim');
    await visitor.getByRole('link', { name: 'İşletmeleri Keşfet' }).waitFor();
    await expect(visitor.getByRole('link', { name: 'Ücretsiz Kayıt Ol' }).getAttribute('href')).resolves.toBe(
      '/kayit-ol',
    );
    const member = await open(await customer(), '/tanitim');
    await member.getByRole('link', { name: 'İşletmeleri Keşfet' }).waitFor();
    await expect(member.getByRole('link', { name: 'Ücretsiz Kayıt Ol' }).count()).resolves.toBe(0);
  });
});
