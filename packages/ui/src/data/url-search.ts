import { useCallback, useContext } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useSearchParams } from 'react-router-dom';

/**
 * The URL's query, and a write that starts from the URL as it is now rather than as this render saw it.
 *
 * The router renders a navigation in a React transition, which the next keystroke or click may overtake: a
 * screen can still show the old query while the URL already has the new one. A write built from the
 * rendered query then undoes the choice just made (a warehouse chosen, then Search before the list
 * re-rendered). `update` reads the router's own location instead, which is current as soon as a
 * navigation is under way. Outside a data router (the component tests' memory router) it falls back to
 * the rendered query.
 */
export function useUrlSearch() {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const update = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      // A navigation still loading is the newest intent; without one, where the router is.
      const state = dataRouter?.router.state;
      const search = state ? (state.navigation.location ?? state.location).search : `?${params}`;
      setParams(change(new URLSearchParams(search)), options);
    },
    [dataRouter, params, setParams],
  );
  return { params, update };
}
