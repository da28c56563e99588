import { liveQuery } from 'dexie';
import { type DependencyList, useEffect, useState } from 'react';

/**
 * `useLiveQuery` that shows at most one new answer per `everyMs`: the first at once, the latest after each
 * pause. A drain settles a batch every few dozen milliseconds; re-rendering a list that often only burns
 * the CPU the push needs, and nobody can read it that fast.
 */
export function useThrottledLiveQuery<T>(
  query: () => Promise<T>,
  deps: DependencyList,
  everyMs: number,
): T | undefined {
  const [value, setValue] = useState<T>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide, as in useLiveQuery.
  useEffect(() => {
    let shownAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: T;
    const show = () => {
      timer = undefined;
      shownAt = Date.now();
      setValue(() => latest);
    };
    const subscription = liveQuery(query).subscribe({
      next(answer) {
        latest = answer;
        const wait = shownAt + everyMs - Date.now();
        if (wait <= 0) show();
        else timer ??= setTimeout(show, wait);
      },
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [...deps, everyMs]);
  return value;
}
