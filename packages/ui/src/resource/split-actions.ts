/**
 * Which actions a row or toolbar shows inline and which go under its "More" menu. Up to `all` entries
 * all stay inline (a menu of one helps nobody); beyond, the first `kept` harmless ones stay and the rest
 * go to the menu, destructive ones last and apart, so Delete never sits beside the everyday moves.
 */
export function splitActions<T>(
  entries: readonly T[],
  isDestructive: (entry: T) => boolean,
  limits: { all: number; kept: number },
): { inline: T[]; more: T[]; destructive: T[] } {
  if (entries.length <= limits.all) return { inline: [...entries], more: [], destructive: [] };
  const harmless = entries.filter((entry) => !isDestructive(entry));
  return {
    inline: harmless.slice(0, limits.kept),
    more: harmless.slice(limits.kept),
    destructive: entries.filter(isDestructive),
  };
}
