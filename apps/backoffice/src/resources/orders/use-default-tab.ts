import { useUrlSearch } from '@wms/ui';
import { useEffect } from 'react';

/**
 * Opens a screen whose tabs have no "all" tab on its first tab: the list reads its tab from the URL, so
 * a bare URL is completed in place (no extra history entry).
 */
export function useDefaultTab(field: string, value: string) {
  const { params, update } = useUrlSearch();
  const missing = !params.get(field);
  useEffect(() => {
    if (missing)
      update(
        (next) => {
          next.set(field, value);
          return next;
        },
        { replace: true },
      );
  }, [missing, field, value, update]);
  return !missing;
}
