import type { CatalogueView as ApiView, ProductSort } from '@otousta/shared/options/shop';

/**
 * The filtered catalogue pages (docs/product.md §2 /yedek-parca; docs/decisions/014-footer-links-resolve.md footer
 * views): one screen, each with its own heading and the server's `view` filter (new = last 30 days, discounted,
 * campaigns = at least 20 % off).
 */
export type CatalogueView = 'spareParts' | 'categories' | 'newProducts' | 'discounted' | 'allProducts' | 'campaigns';

export interface CatalogueViewConfig {
  title: string;
  intro: string;
  view: ApiView;
  /** The order used when the visitor picked none. */
  defaultSort: ProductSort;
  /** The category grid is the point of the page, so it comes before the products. */
  categoriesFirst?: boolean;
}

export const catalogueViews: Record<CatalogueView, CatalogueViewConfig> = {
  spareParts: {
    title: 'Yedek Parça',
    intro: 'Onaylı satıcılardan orijinal ve yan sanayi yedek parçalar.',
    view: 'all',
    defaultSort: 'popular',
  },
  categories: {
    title: 'Kategoriler',
    intro: 'Aradığınız parçayı kategorisinden bulun.',
    view: 'all',
    defaultSort: 'popular',
    categoriesFirst: true,
  },
  newProducts: {
    title: 'Yeni Ürünler',
    intro: 'Son 30 günde eklenen ürünler, en yenisi önce.',
    view: 'new',
    defaultSort: 'newest',
  },
  discounted: {
    title: 'İndirimli Ürünler',
    intro: 'Fiyatı düşen ürünler, indirim oranlarıyla.',
    view: 'discounted',
    defaultSort: 'popular',
  },
  allProducts: {
    title: 'Tüm Ürünler',
    intro: 'Mağazadaki bütün ürünler.',
    view: 'all',
    defaultSort: 'newest',
  },
  campaigns: {
    title: 'Kampanyalar',
    intro: 'En az %20 indirimli kampanya ürünleri bir arada.',
    view: 'campaigns',
    defaultSort: 'popular',
  },
};
