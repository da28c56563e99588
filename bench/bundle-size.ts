/** Gzip sizes of the built apps, read from Vite's build manifest (`build.manifest: true`). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  src?: string;
}

export interface BundleReport {
  app: string;
  /** JS fetched before the first screen renders: the entry and everything it imports statically. */
  initialJsGzip: number;
  initialCssGzip: number;
  /** The largest lazily loaded route or view chunk (a dynamic import's own file). */
  largestLazy: { name: string; gzip: number };
  /**
   * The largest chunk outside the first load that is no dynamic import of its own: a library shared by
   * lazy routes (the charts of the dashboard and /screen). A route waits for it like for its own chunk.
   */
  largestShared: { name: string; gzip: number };
}

const gz = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/**
 * The entry's static closure plus, optionally, the chunks of the routes a first screen loads. `entry`
 * picks one page of a multi-page build (`login.html`); without it every entry counts.
 */
export function bundleReport(
  app: string,
  dist: string,
  firstRouteSources: string[] = [],
  entry?: string,
): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  if (entry !== undefined && !manifest[entry]?.isEntry)
    throw new Error(`${app}: no entry ${entry} in the build`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry && (entry === undefined || key === entry)) visit(key);
  for (const src of firstRouteSources) visit(src);
  const initial = [...seen].map((key) => manifest[key]!);
  const css = new Set(initial.flatMap((c) => c.css ?? []));
  const lazy = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && !seen.has(key))
    .map(([key, c]) => ({ name: key, gzip: gz(dist, c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const shared = Object.entries(manifest)
    .filter(([key, c]) => !c.isEntry && !c.isDynamicEntry && !seen.has(key) && c.file.endsWith('.js'))
    .map(([key, c]) => ({ name: key, gzip: gz(dist, c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    app,
    initialJsGzip: initial.reduce((sum, c) => sum + gz(dist, c.file), 0),
    initialCssGzip: [...css].reduce((sum, f) => sum + gz(dist, f), 0),
    largestLazy: lazy[0] ?? { name: '(none)', gzip: 0 },
    largestShared: shared[0] ?? { name: '(none)', gzip: 0 },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
