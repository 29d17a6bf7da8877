/**
 * Page metadata (docs/product.md §7 'Page metadata', §9 default site title) in one table, so the API's server-rendered
 * head and the web app's client-side updates say exactly the same for every route.
 */
export const SITE_NAME = 'OtoUsta';
export const DEFAULT_TITLE = "OtoUsta - Türkiye'nin En Güvenilir Otomotiv Hizmet Platformu";
export const DEFAULT_DESCRIPTION =
  'OtoUsta ile bulunduğunuz şehirdeki oto servis, çekici, lastik, elektrik ve kaporta işletmelerini bulun, mesajlaşın ve değerlendirin.';
export const DEFAULT_KEYWORDS =
  'oto servis, oto tamir, çekici, yedek parça, lastikçi, oto elektrik, kaporta, boya, ekspertiz, araç bakım, motosiklet servisi';

/** The not-found page's title and heading (docs/product.md §2 '404'), which the server's 404 answers carry too. */
export const NOT_FOUND_TITLE = 'Sayfa Bulunamadı';

/** '<title> - OtoUsta', or the default site title without one. */
export const pageTitle = (title?: string | null) => (title ? `${title} - ${SITE_NAME}` : DEFAULT_TITLE);

export interface PageMeta {
  /** Shown as '<title> - OtoUsta'; null keeps the default site title. */
  title: string | null;
  description: string;
  keywords: string;
  /** Private or personal pages stay out of search results and the sitemap. */
  noindex?: boolean;
}

const page = (title: string | null, description: string, keywords: string, noindex = false): PageMeta => ({
  title,
  description,
  keywords,
  ...(noindex ? { noindex } : {}),
});

export const staticPages: Record<string, PageMeta> = {
  '/': page(null, DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS),
  '/tanitim': page(
    'Tanıtım',
    'OtoUsta nedir? Türkiye genelinde oto servis, çekici ve yedek parça işletmelerini tek platformda buluşturan otomotiv hizmet pazaryeri.',
    'otousta, otomotiv platformu, oto servis bul, çekici bul, yedek parça',
  ),
  '/akis': page(
    'Akış',
    'Tamir, bakım, modifikasyon ve satış gönderileri: araç sahiplerinin ve işletmelerin paylaşımlarını okuyun, beğenin, yorum yapın.',
    'oto tamir paylaşımları, araç bakım, modifikasyon, araç topluluğu',
  ),
  '/hakkimizda': page(
    'Hakkımızda',
    'OtoUsta’nın misyonu, vizyonu ve değerleri: araç sahiplerini güvenilir otomotiv işletmeleriyle buluşturuyoruz.',
    'otousta hakkında, misyon, vizyon, otomotiv hizmet platformu',
  ),
  '/iletisim': page(
    'İletişim',
    'OtoUsta ile iletişime geçin: iletişim formu, e-posta, telefon ve çalışma saatleri.',
    'otousta iletişim, destek, müşteri hizmetleri',
  ),
  // An account's doors: nothing a search result should lead to, so they stay out of the sitemap too.
  '/kayit-ol': page(
    'Kayıt Ol',
    'OtoUsta’ya ücretsiz kayıt olun: müşteri olarak işletmeleri bulun ya da işletmenizi haritada yayınlayın.',
    'otousta kayıt, işletme kaydı, ücretsiz üyelik',
    true,
  ),
  '/giris-yap': page('Giriş Yap', 'OtoUsta hesabınıza giriş yapın.', 'otousta giriş', true),
  // Pages of one person's link or account: nothing for a search engine.
  '/sifremi-unuttum': page('Şifremi Unuttum', 'OtoUsta hesabınızın şifresini yenileyin.', 'şifremi unuttum', true),
  '/sifre-sifirla': page(
    'Yeni Şifre Belirleyin',
    'OtoUsta hesabınız için yeni bir şifre belirleyin.',
    'şifre sıfırla',
    true,
  ),
  '/e-posta-dogrula': page('E-posta Doğrulama', 'OtoUsta e-posta adresinizi doğrulayın.', 'e-posta doğrula', true),
  '/mesajlar': page('Mesajlar', 'OtoUsta mesajlarınız.', 'mesajlar', true),
  '/profilim': page('Profilim', 'OtoUsta profiliniz.', 'profil', true),
  '/yonetim': page('Yönetim', 'OtoUsta yönetim paneli.', 'yönetim', true),
  '/cekici-hizmetleri': page(
    'Çekici Hizmetleri',
    'Şehrinizdeki oto çekici ve yol yardım işletmelerini bulun, arayın ya da mesaj gönderin.',
    'oto çekici, yol yardım, çekici hizmeti, araç kurtarma',
  ),
  '/yedek-parca': page(
    'Yedek Parça',
    'Otomobil ve motosiklet yedek parçalarını arayın, karşılaştırın ve güvenle satın alın.',
    'yedek parça, oto yedek parça, motosiklet parça',
  ),
  '/oto-yedek': page(
    'OtoYedek',
    'OtoYedek: onaylı satıcılardan oto yedek parça. 24 saat içinde kargo, 7/24 destek.',
    'otoyedek, oto yedek parça, fren balatası, akü, lastik',
  ),
  '/oto-yedek-panel': page('Satış Paneli', 'OtoYedek satıcı paneli.', 'satıcı paneli', true),
  '/kategoriler': page('Kategoriler', 'OtoYedek yedek parça kategorileri.', 'yedek parça kategorileri'),
  '/kampanyalar': page('Kampanyalar', 'OtoYedek kampanyalı yedek parçalar.', 'kampanya, indirimli yedek parça'),
  '/yeni-urunler': page('Yeni Ürünler', 'OtoYedek’e yeni eklenen yedek parçalar.', 'yeni yedek parça'),
  '/indirimli': page('İndirimli Ürünler', 'OtoYedek’te indirimli yedek parçalar.', 'indirimli yedek parça'),
  '/tum-urunler': page('Tüm Ürünler', 'OtoYedek’teki tüm yedek parçalar.', 'yedek parça'),
  '/satici-ol': page(
    'Satıcı Ol',
    'OtoYedek’te satıcı olun: başvurunuz 1-3 iş günü içinde incelenir.',
    'satıcı ol, yedek parça sat',
  ),
  '/komisyon': page(
    'Komisyon Oranları',
    'OtoYedek satıcı komisyon oranları ve ödeme koşulları.',
    'komisyon oranları, satıcı komisyonu',
  ),
  '/destek': page(
    'Destek',
    'OtoUsta destek: hesabınız, mesajlarınız, siparişleriniz ve işletmeniz için yardım alın.',
    'destek, müşteri hizmetleri',
  ),
  '/yardim': page(
    'Yardım',
    'OtoUsta yardım merkezi: işletme bulma, mesajlaşma, değerlendirme ve sipariş rehberleri.',
    'yardım, nasıl kullanılır',
  ),
  '/sss': page(
    'Sıkça Sorulan Sorular',
    'OtoUsta hakkında sıkça sorulan sorular ve yanıtları.',
    'sıkça sorulan sorular, sss',
  ),
  '/iade': page(
    'İade ve Değişim',
    'OtoYedek siparişlerinde iade ve değişim koşulları, cayma hakkı ve süreç.',
    'iade, değişim, cayma hakkı',
  ),
  '/kariyer': page('Kariyer', 'OtoUsta’da çalışmak: açık pozisyonlar ve başvuru.', 'kariyer, iş ilanı'),
  '/basin': page('Basın', 'OtoUsta basın bülteni, logo ve medya iletişimi.', 'basın, medya'),
  '/degerlendirme-politikasi': page(
    'Değerlendirme Politikası',
    'OtoUsta’da kimin değerlendirme yazabileceği, neyin kontrol edildiği, değerlendirmelerin nasıl sıralandığı ve şikayetlerin nasıl ele alındığı.',
    'değerlendirme politikası, yorum, doğrulanmış hizmet, tüketici yorumları',
  ),
  '/teklif-iste': page(
    'Teklif İste',
    'Aracınız için bölgenizdeki en uygun 5 işletmeden ücretsiz fiyat teklifi alın.',
    'teklif iste, oto servis fiyat teklifi, tamir teklifi',
  ),
  '/tekliflerim': page('Tekliflerim', 'OtoUsta teklif istekleriniz ve gelen teklifler.', 'teklifler', true),
  '/teklif-talepleri': page('Teklif Talepleri', 'İşletmenize gelen teklif istekleri.', 'teklif talepleri', true),
  '/gizlilik': page(
    'Gizlilik ve KVKK',
    '6698 sayılı KVKK kapsamında kişisel verilerin işlenmesine ilişkin aydınlatma metni ve gizlilik politikası.',
    'kvkk, aydınlatma metni, gizlilik politikası, kişisel veriler',
  ),
};

/** Paths a crawler should find (the sitemap's static part). */
export const indexablePaths = Object.entries(staticPages)
  .filter(([, meta]) => !meta.noindex)
  .map(([path]) => path);

/** The static metadata of a path, or undefined for dynamic and unknown paths. */
export const staticPageMeta = (pathname: string): PageMeta | undefined => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(staticPages, path) ? staticPages[path] : undefined;
};
