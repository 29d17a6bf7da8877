/**
 * Every route of the web app in one table (spec §2, architecture.md decisions 1, 5, 10). It imports nothing, so
 * features may link with it without depending on the rest of app/.
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
  profile: '/profilim',
  towing: '/cekici-hizmetleri',
  spareParts: '/yedek-parca',
  shop: '/oto-yedek',
  sellerPanel: '/oto-yedek-panel',
  addProduct: '/add-product',
  editProduct: '/edit-product/:productId',
  business: '/isletme/:id',
  admin: '/yonetim',
  // Shop screens the spec leaves unnamed (decision 7): product page, cart, checkout, the buyer's orders.
  product: '/urun/:id',
  cart: '/sepet',
  checkout: '/odeme',
  myOrders: '/siparislerim',
  // Footer destinations (decision 10).
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
} as const;

/** The logo's destination: the first page of the listing at its default size (spec §2, §9). */
export const homeListingHref = '/?page=1&limit=12';

export const businessHref = (id: string) => `/isletme/${encodeURIComponent(id)}`;
export const editProductHref = (productId: string) => `/edit-product/${encodeURIComponent(productId)}`;
export const productHref = (id: string) => `/urun/${encodeURIComponent(id)}`;
