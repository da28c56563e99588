import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens a screen whose tabs have no "all" tab on its first tab: the list reads its tab from the URL, so
 * a bare URL is completed in place (no extra history entry).
 */
export function useDefaultTab(field: string, value: string) {
  const [params, setParams] = useSearchParams();
  const missing = !params.get(field);
  useEffect(() => {
    if (missing)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(field, value);
          return next;
        },
        { replace: true },
      );
  }, [missing, field, value, setParams]);
  return !missing;
}
