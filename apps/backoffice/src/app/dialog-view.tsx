import { Navigate, useSearchParams } from 'react-router-dom';
import type { ViewLoader } from './view-map.ts';

/**
 * A catalogue page that is a list with one of its dialogs open (the product import page is the product
 * list with its import dialog): the view sends the browser there, keeping the page's query.
 */
export function dialogView(list: (query: Record<string, string>) => string, dialog: string): ViewLoader {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per catalogue page as the view map loads, never in a render
  function DialogLink() {
    const [params] = useSearchParams();
    params.set('dialog', dialog);
    return <Navigate replace to={list(Object.fromEntries(params))} />;
  }
  return async () => ({ default: DialogLink });
}
