import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** The menu button of a toolbar or row holding the actions that are not buttons of their own. */
const MORE_ACTIONS = /^(More actions|更多操作)$/;

/** The filter bar ignores a search within this long of the previous one, plus a margin. */
const SEARCH_GUARD_MS = 1100;

/**
 * The one page object for the generic list controls of `@wms/ui` ResourceList (docs/conventions.md#tests):
 * status tabs, filter bar, toolbar, table, row actions, pager and dialogs. Specs per business flow use it.
 */
export class ResourceListPage {
  readonly root: Locator;
  readonly page: Page;
  /** The resource's `name` in its declaration, e.g. `download-center`. */
  readonly name: string;
  /** Path fragment of the list endpoint, e.g. `/DownloadHistory/GetList`. */
  readonly listPath: string;

  constructor(page: Page, name: string, listPath: string) {
    this.page = page;
    this.name = name;
    this.listPath = listPath;
    this.root = page.getByTestId(`resource-${name}`);
    page.on('request', (request) => {
      if (request.url().includes(listPath)) this.lastListCall = Date.now();
    });
  }

  /** When the list last called its endpoint (the search guard counts from the last search). */
  private lastListCall = 0;

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.root).toBeVisible();
  }

  tab(label: string | RegExp): Locator {
    return this.root.getByRole('tab', { name: label });
  }

  selectedTab(): Locator {
    return this.root.getByRole('tab', { selected: true });
  }

  async selectTab(label: string | RegExp): Promise<void> {
    await this.tab(label).click();
    await expect(this.tab(label)).toHaveAttribute('aria-selected', 'true');
  }

  async tabCount(label: string | RegExp): Promise<number> {
    return Number(await this.tab(label).getByTestId('tab-count').textContent());
  }

  filter(label: string): Locator {
    return this.root
      .getByTestId('filter-bar')
      .getByLabel(label, { exact: true })
      .and(this.page.locator('input'));
  }

  async fillFilter(label: string, value: string): Promise<void> {
    await this.filter(label).fill(value);
  }

  /** Chooses an option of a select filter. */
  async chooseFilter(label: string, option: string): Promise<void> {
    await this.filter(label).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Searches like a person who waits out the filter bar's 1000 ms search guard. */
  async search(): Promise<void> {
    const since = Date.now() - this.lastListCall;
    if (since < SEARCH_GUARD_MS) await this.page.waitForTimeout(SEARCH_GUARD_MS - since);
    await this.root.getByRole('button', { name: /^(Search|查询)$/ }).click();
  }

  async reset(): Promise<void> {
    await this.root.getByRole('button', { name: /^(Reset|重置)$/ }).click();
  }

  async toggleFilters(): Promise<void> {
    await this.root.getByRole('button', { name: /^(Expand|Collapse|展开|收起)$/ }).click();
  }

  /**
   * A toolbar action as a person finds it: a button of the toolbar, or an entry of its "More actions"
   * menu (the toolbar keeps a few everyday actions as buttons).
   */
  toolbarButton(label: string): { click: () => Promise<void> } {
    const toolbar = this.root.getByTestId('toolbar');
    return {
      click: () => this.clickOrFromMenu(toolbar.getByRole('button', { name: label }), toolbar, label),
    };
  }

  /** Clicks `inline` when it is there; otherwise opens the "More actions" menu in `scope` and picks `label`. */
  private async clickOrFromMenu(inline: Locator, scope: Locator, label: string): Promise<void> {
    const more = scope.getByRole('button', { name: MORE_ACTIONS });
    await expect(inline.or(more).first()).toBeVisible();
    if (await inline.count()) {
      await inline.click();
      return;
    }
    await more.click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
  }

  rows(): Locator {
    return this.root.locator('tbody tr');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** A row's action (a button or a link), inline or from the row's "More actions" menu. */
  async rowAction(text: string, action: string, exact = false): Promise<void> {
    const row = this.row(text);
    const name = { name: action, exact };
    const inline = row.getByRole('button', name).or(row.getByRole('link', name));
    await this.clickOrFromMenu(inline, row, action);
  }

  async selectRow(text: string): Promise<void> {
    await this.row(text).getByRole('checkbox').check();
  }

  /** Answers the confirmation dialog. */
  async confirm(accept = true): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: accept ? /^(Confirm|确定)$/ : /^(Cancel|取消)$/ }).click();
  }

  /**
   * Chooses the page size once and waits until the pager shows it. A choice made while the list is still
   * rendering an earlier URL change must hold (the list writes onto the URL as it is now).
   */
  async setPageSize(size: number): Promise<void> {
    const sizeButton = this.root
      .locator('.mantine-datatable-pagination')
      .getByRole('button', { name: /^\d+$/ })
      .first();
    await sizeButton.click();
    await this.page.getByRole('menuitem', { name: String(size), exact: true }).click();
    await expect(sizeButton).toHaveText(String(size));
    await expect(this.page).toHaveURL(new RegExp(`pageSize=${size}`));
  }

  async goToPage(page: number): Promise<void> {
    await this.root
      .locator('.mantine-datatable-pagination-pages')
      .getByRole('button', { name: String(page) })
      .click();
  }

  errorState(): Locator {
    return this.root.getByTestId('list-error');
  }

  emptyState(): Locator {
    return this.root.locator('.mantine-datatable-empty-state[data-active]');
  }

  /** The next call of the list endpoint, with its JSON body. */
  /**
   * The body of the next list call `action` causes. The navbar's task center also lists downloads, always
   * as the bare first page (`{ pageIndex: 1, pageSize: 10 }`), so on the download list a call of exactly
   * that shape is the task center's, not the list's.
   */
  async nextListRequest(action: () => Promise<unknown>): Promise<Record<string, unknown>> {
    const [request] = await Promise.all([
      this.page.waitForRequest(
        (r: Request) =>
          r.url().includes(this.listPath) &&
          r.method() === 'POST' &&
          !this.isTaskCenterCall(r.postDataJSON() as Record<string, unknown> | null),
      ),
      action(),
    ]);
    return request.postDataJSON() as Record<string, unknown>;
  }

  private isTaskCenterCall(body: Record<string, unknown> | null): boolean {
    return (
      this.listPath.includes('/DownloadHistory/') &&
      Object.keys(body ?? {})
        .sort()
        .join() === 'pageIndex,pageSize'
    );
  }

  searchParams(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
