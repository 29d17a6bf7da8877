import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element the address's #hash names as soon as it is on the page: a link from another page (the
 * owner's 'Profilimde tamamla') arrives before the data that draws its target.
 */
export function useHashTarget() {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same link followed again is a new location (key).
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const reach = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ block: 'start' });
      return Boolean(target);
    };
    if (reach()) return;
    const observer = new MutationObserver(() => reach() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash, key]);
}
