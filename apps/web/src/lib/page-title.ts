import { useEffect } from 'react';

/** Spec §9: the site title when a page names nothing more specific. */
export const DEFAULT_TITLE = "OtoUsta - Türkiye'nin En Güvenilir Otomotiv Hizmet Platformu";

export const pageTitle = (title?: string) => (title ? `${title} - OtoUsta` : DEFAULT_TITLE);

/** Sets the document title to '<title> - OtoUsta', or the default title without one. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
