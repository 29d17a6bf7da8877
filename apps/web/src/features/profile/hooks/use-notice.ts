import { useCallback, useEffect, useState } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** docs/product.md §8, §9: success banners last 5 s; an error stays until the next action replaces it. */
export const SUCCESS_NOTICE_MS = 5000;

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const success = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const error = useCallback((text: string) => setNotice({ kind: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, error, clear };
}
