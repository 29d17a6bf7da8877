import { DEFAULT_TITLE, pageTitle } from '@otousta/shared/seo/pages';
import { useEffect } from 'react';

export { DEFAULT_TITLE, pageTitle };

/**
 * One head tag, found by the same selector as the server's pre-rendered tag (data-seo), so a page updates that tag
 * instead of adding a second one.
 */
export function setHeadTag(kind: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${kind}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(kind, key);
    el.dataset.seo = '';
    document.head.appendChild(el);
  }
  el.content = content;
}

export function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    el.dataset.seo = '';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Sets the document title to '<title> - OtoUsta' (or the default site title), and the share titles with it. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    const full = pageTitle(title);
    document.title = full;
    setHeadTag('property', 'og:title', full);
    setHeadTag('name', 'twitter:title', full);
  }, [title]);
}

export interface PageMetaInput {
  title?: string;
  description?: string;
  keywords?: string;
  image?: string;
}

/** A page's own title, description, keywords and share image (docs/product.md §7 'Page metadata'). */
export function usePageMeta({ title, description, keywords, image }: PageMetaInput) {
  usePageTitle(title);
  useEffect(() => {
    if (description) {
      setHeadTag('name', 'description', description);
      setHeadTag('property', 'og:description', description);
      setHeadTag('name', 'twitter:description', description);
    }
    if (keywords) setHeadTag('name', 'keywords', keywords);
    if (image) {
      const absolute = new URL(image, window.location.origin).href;
      setHeadTag('property', 'og:image', absolute);
      setHeadTag('name', 'twitter:image', absolute);
    }
  }, [description, keywords, image]);
}
