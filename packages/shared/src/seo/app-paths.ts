/**
 * Every route of the web app in one table (docs/product.md §2, docs/decisions/005-register-redirect.md,
 * 010-landing-page-path.md, 014-footer-links-resolve.md), shared by the web app's router and the server, which
 * answers any other path with 404 (besides the city pages of local-pages.ts).
 */
export const paths = {
  home: '/',
  landing: '/tanitim',
  feed: '/akis',
  about: '/hakkimizda',
  contact: '/iletisim',
  register: '/kayit-ol',
  registerAlias: '/register',
  signIn: '/giris-yap',
  // Account recovery: the forgotten-password form, and the pages the mailed links open (?token=…).
  forgotPassword: '/sifremi-unuttum',
  resetPassword: '/sifre-sifirla',
  verifyEmail: '/e-posta-dogrula',
  messages: '/mesajlar',
  // docs/product.md 'Notifications': the full list, and the page a mail's unsubscribe link opens (?token=…).
  notifications: '/bildirimler',
  unsubscribe: '/bildirimler/abonelik',
  profile: '/profilim',
  towing: '/cekici-hizmetleri',
  spareParts: '/yedek-parca',
  shop: '/oto-yedek',
  sellerPanel: '/oto-yedek-panel',
  addProduct: '/add-product',
  editProduct: '/edit-product/:productId',
  business: '/isletme/:id',
  admin: '/yonetim',
  // Shop screens docs/product.md §2 leaves unnamed (docs/decisions/006-shop-stock-money-and-orders.md): product page,
  // cart, checkout, the buyer's orders.
  product: '/urun/:id',
  cart: '/sepet',
  checkout: '/odeme',
  myOrders: '/siparislerim',
  // Appointments of both sides: a customer's bookings, a business's calendar (docs/product.md §10).
  myAppointments: '/randevularim',
  // The garage and favourites (docs/product.md 'Garage, favourites and fitment').
  garage: '/araclarim',
  favorites: '/favorilerim',
  // Footer destinations (docs/decisions/014-footer-links-resolve.md).
  categories: '/kategoriler',
  campaigns: '/kampanyalar',
  newProducts: '/yeni-urunler',
  discounted: '/indirimli',
  allProducts: '/tum-urunler',
  becomeSeller: '/satici-ol',
  sellerPanelAlias: '/satis-paneli',
  commission: '/komisyon',
  support: '/destek',
  help: '/yardim',
  faq: '/sss',
  returns: '/iade',
  careers: '/kariyer',
  press: '/basin',
  privacy: '/gizlilik',
  reviewPolicy: '/degerlendirme-politikasi',
  // Quote requests (docs/product.md §10): the form to matching businesses, the customer's requests with their offers,
  // and a business's incoming requests. `?talep=` opens one request.
  requestQuote: '/teklif-iste',
  myQuotes: '/tekliflerim',
  quoteInbox: '/teklif-talepleri',
} as const;

/** The query a business page reads to open its review form at once, with no stars chosen. */
export const REVIEW_FORM_PARAM = 'degerlendir';

/** The review form of a business (a completed job's 'Değerlendir'): its page's reviews tab, the form open. */
export const reviewFormPath = (businessId: string) =>
  `/isletme/${encodeURIComponent(businessId)}?${REVIEW_FORM_PARAM}=1`;

/** The id of a part of the account settings on /profilim (its heading's), which a link opens: 'settings-sessions'. */
export const settingsAnchor = (name: string) => `settings-${name}`;

/** The sessions list of /profilim, where the new-device mail's link lands to end that session. */
export const sessionsListPath = `${paths.profile}#${settingsAnchor('sessions')}`;

const patterns = Object.values(paths).map((path) => path.split('/'));

/** Whether `pathname` is one of the app's own pages (a `:param` segment matches any one segment). */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/');
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
