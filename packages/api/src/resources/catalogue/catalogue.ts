/**
 * The product's menus and pages as data. The server seeds its resource table
 * from this list and derives function points and APIs from the endpoint registry; the back office maps
 * each `viewPath` (a stable key such as `orders/drop-shipping`) to a lazily loaded screen.
 */
export interface CatalogueEntry {
  code: string;
  parentCode: string | null;
  resourceType: 1 | 2;
  title: string;
  title_En: string;
  path: string;
  viewPath: string;
  viewName: string;
  /** A Tabler icon name (https://tabler.io/icons), kebab-case. */
  icon: string;
  moduleId: string;
  viewCache: boolean;
  closable: boolean;
  isHidden: boolean;
  isValidation: boolean;
  linkType: 1 | 2;
  openMode: 1 | 2;
  linkUrl: string;
  resourceVersion: 1 | 2 | 3;
  orderIndex: number;
}

export interface PageOptions {
  /** A sub-page (add, edit, detail…): a route, but not a menu entry. */
  hidden?: boolean;
  /** Kept alive in its tab. */
  cache?: boolean;
  /** Every logged-in user may open it: no permission check. */
  open?: boolean;
  /** A value-added function (resourceVersion 2). */
  valueAdded?: boolean;
  closable?: false;
  /** An external page: embedded (openMode 1) or in a new window (openMode 2). */
  link?: { url: string; openMode: 1 | 2 };
}

/** [screen, route path, zh-CN title, en title, icon, options] */
export type PageRow = [string, string, string, string, string, PageOptions?];

export interface AreaOptions {
  /** viewPath prefix and code prefix, e.g. `orders`. */
  key: string;
  moduleId: string;
  /** The side-menu group; omitted for shell pages, which sit at the top level. */
  menu?: { title: string; title_En: string; icon: string; path: string };
  /** resourceVersion of every entry (PDA entries are 3). */
  version?: 1 | 3;
}

const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** Builds the entries of one area: its menu (if any) and its pages, in the order given. */
export function area(options: AreaOptions, rows: PageRow[]): CatalogueEntry[] {
  const version = options.version ?? 1;
  const base = {
    moduleId: options.moduleId,
    viewCache: false,
    closable: true,
    isHidden: false,
    isValidation: true,
    linkType: 1 as const,
    openMode: 1 as const,
    linkUrl: '',
    resourceVersion: version,
  };
  const menuCode = options.menu ? `menu.${options.key}` : null;
  const entries: CatalogueEntry[] = [];
  if (options.menu) {
    entries.push({
      ...base,
      code: menuCode!,
      parentCode: null,
      resourceType: 1,
      title: options.menu.title,
      title_En: options.menu.title_En,
      path: options.menu.path,
      viewPath: '',
      viewName: '',
      icon: options.menu.icon,
      orderIndex: 0,
    });
  }
  rows.forEach(([screen, path, title, titleEn, icon, opts = {}], index) => {
    entries.push({
      ...base,
      code: `${options.key}.${screen}`,
      parentCode: menuCode,
      resourceType: 2,
      title,
      title_En: titleEn,
      path,
      viewPath: opts.link ? opts.link.url : `${options.key}/${screen}`,
      viewName: pascal(`${options.key}-${screen}`),
      icon,
      viewCache: opts.cache ?? false,
      closable: opts.closable ?? true,
      isHidden: opts.hidden ?? false,
      isValidation: !opts.open,
      linkType: opts.link ? 2 : 1,
      openMode: opts.link?.openMode ?? 1,
      linkUrl: opts.link?.url ?? '',
      resourceVersion: opts.valueAdded ? 2 : version,
      orderIndex: (index + 1) * 10,
    });
  });
  return entries;
}
