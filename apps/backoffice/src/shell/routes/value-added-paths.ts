import { resourceCatalogue } from '@wms/api';

/** Paths of the catalogue's value-added pages (resourceVersion 2): loaded on demand, off the first load. */
const paths = new Set(resourceCatalogue.filter((e) => e.resourceVersion === 2 && e.path).map((e) => e.path));

export const isValueAddedPath = (path: string) => paths.has(path);
