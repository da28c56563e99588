import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BACKOFFICE_TOKEN_KEY } from '../support/backoffice.ts';
import { apiLogin } from '../support/login.ts';
import { ownServer } from '../support/own-server.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const swFile = fileURLToPath(new URL('../../apps/backoffice/dist/sw.js', import.meta.url));

const texts = {
  'en-US': {
    update: 'A new version of the back office is ready.',
    now: 'Update now',
    stale: 'System version updated, browser will refresh soon',
  },
  'zh-CN': { update: '管理后台有新版本可用。', now: '立即更新', stale: '系统版本已更新，浏览器即将刷新' },
} as const;

test.describe
  .serial('shell: new versions (PWA update toast, /version.json check)', () => {
    /**
     * registerType 'prompt': the server starts serving a changed service worker (the built sw.js plus one
     * line, as a second build would); the browser installs it, it waits, the toast offers the update, and
     * "update now" activates it and reloads into it.
     */
    for (const locale of ['en-US', 'zh-CN'] as const) {
      test(`[${locale}] a changed service worker waits and the toast updates into it`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(60_000);
        const t = texts[locale];
        const session = await apiLogin(request, 'admin01', 'Admin12345');
        const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
        await context.addInitScript(
          ([key, token]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, token);
          },
          [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
        );
        const page = await context.newPage();
        await page.goto('/download/center');
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await expect(page.getByText(t.update)).toHaveCount(0);
        const original = await readFile(swFile, 'utf8');
        const marker = `// e2e second build ${locale} ${Date.now()}`;
        try {
          await writeFile(swFile, `${original}\n${marker}\n`);
          await page.reload();
          await expect(page.getByText(t.update)).toBeVisible({ timeout: 20_000 });
          // It waits: the page is still controlled by the first worker.
          const scripts = () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration('/');
              return {
                waiting: Boolean(registration?.waiting),
                active: registration?.active?.state ?? null,
              };
            });
          expect((await scripts()).waiting).toBe(true);
          const reloaded = page.waitForEvent('load');
          await page.getByRole('button', { name: t.now }).click();
          await reloaded;
          await expect.poll(async () => (await scripts()).waiting).toBe(false);
          const controller = await page.evaluate(async () => {
            const response = await fetch(navigator.serviceWorker.controller!.scriptURL, {
              cache: 'no-store',
            });
            return response.text();
          });
          expect(controller).toContain(marker);
          await expect(page.getByText(t.update)).toHaveCount(0);
        } finally {
          await writeFile(swFile, original);
        }
        await context.close();
      });
    }

    /** The stored version differs from /version.json → the notice, then a reload about 1 s later. */
    test('a server upgrade changes /version.json: the notice shows and the page reloads [en-US, zh-CN]', async ({
      browser,
      playwright,
    }) => {
      test.setTimeout(240_000);
      const server = ownServer(Number(process.env.E2E_PORT ?? 8790) + 1000);
      await server.start({ APP_VERSION: '1.0.0-e2e' });
      try {
        for (const locale of ['en-US', 'zh-CN'] as const) {
          const context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
          const api = await playwright.request.newContext({ baseURL: server.url });
          const session = await apiLogin(api, 'admin01', 'Admin12345');
          await api.dispose();
          await context.addInitScript(
            ([key, token]) => {
              if (!localStorage.getItem(key)) localStorage.setItem(key, token);
            },
            [BACKOFFICE_TOKEN_KEY, session.accessToken] as const,
          );
          const page = await context.newPage();
          const current = locale === 'en-US' ? '1.0.0-e2e' : '2.0.0-e2e';
          const next = locale === 'en-US' ? '2.0.0-e2e' : '3.0.0-e2e';
          await page.goto(`${server.url}/help/center`);
          await expect(
            page.getByRole('heading', { name: locale === 'en-US' ? 'Help center' : '帮助中心', level: 3 }),
          ).toBeVisible({ timeout: 30_000 });
          await expect
            .poll(() => page.evaluate(() => localStorage.getItem('wms.version')), { timeout: 15_000 })
            .toBe(current);

          await server.kill();
          await server.start({ APP_VERSION: next });
          await page.reload();
          const notice = page.getByText(texts[locale].stale);
          await expect(notice).toBeVisible();
          const started = Date.now();
          await page.waitForEvent('load');
          expect(Date.now() - started).toBeLessThan(3000);
          expect(await page.evaluate(() => localStorage.getItem('wms.version'))).toBe(next);
          await expect(page.getByText(texts[locale].stale)).toHaveCount(0);
          await context.close();
        }
      } finally {
        await server.stop();
      }
    });
  });
