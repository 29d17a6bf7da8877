import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, staticPageMeta } from '@otousta/shared/seo/pages';
import { setCanonical, setHeadTag } from '../../lib/page-title';
import { useLayoutAfterNavigation } from './after-navigation';

/**
 * Keeps the head in step with the route after client-side navigation (docs/product.md §7 'Page metadata'): description,
 * keywords, canonical link, share URL and robots from the same table the server renders the first response with.
 * On the first page the server's head is already right and is left as it is.
 */
export function RouteMeta() {
  // A page's more specific tags win.
  useLayoutAfterNavigation((pathname) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
    const meta = staticPageMeta(path);
    const canonical = `${window.location.origin}${path}`;
    setCanonical(canonical);
    setHeadTag('property', 'og:url', canonical);
    setHeadTag('name', 'description', meta?.description ?? DEFAULT_DESCRIPTION);
    setHeadTag('property', 'og:description', meta?.description ?? DEFAULT_DESCRIPTION);
    setHeadTag('name', 'twitter:description', meta?.description ?? DEFAULT_DESCRIPTION);
    setHeadTag('name', 'keywords', meta?.keywords ?? DEFAULT_KEYWORDS);
    setHeadTag('name', 'robots', meta?.noindex ? 'noindex, nofollow' : 'index, follow');
    // The structured data the server rendered describes the first page only.
    for (const el of document.head.querySelectorAll('script[type="application/ld+json"][data-seo]')) el.remove();
  });
  return null;
}
