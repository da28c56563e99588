import { expect, type Page, test } from '@playwright/test';
import { needsPdaLogin, newPalletCode, servedByServiceWorker, wedgeScan } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 360, height: 640 } });

const wait = (page: Page, ms: number) => page.waitForTimeout(ms);

/**
 * docs/architecture.md#outbox: while the server cannot be reached, the device backs off as one (every
 * tab and the service worker's Background Sync relay), and pushes again within about 2 s of its return.
 * The server "goes away" for this context only: its pushes and probes are refused at the connection.
 */
test.describe('PDA backoff', () => {
  needsPdaLogin();

  test('pushes a few times, not hundreds, against a refused connection, and soon after it returns', async ({
    page,
    context,
  }) => {
    const user = await loginPda(page);
    const { code } = await newPalletCode(page, user);
    await page.goto('/pda/pallet');
    await expect(page.getByText('Scan a pallet code')).toBeVisible();
    await servedByServiceWorker(page);

    let up = false;
    let pushes = 0;
    await context.route('**/api/v1/PDA/Sync/Push', (route) => {
      pushes++;
      return up ? route.continue() : route.abort('connectionrefused');
    });
    await context.route('**/healthz', (route) => (up ? route.continue() : route.abort('connectionrefused')));

    await wedgeScan(page, code);
    await expect(page.getByTestId('pending-badge')).toHaveText('1');
    await wait(page, 6000);
    const oneTab = pushes;
    expect(oneTab).toBeGreaterThanOrEqual(2);
    expect(oneTab).toBeLessThanOrEqual(7);

    // A reload and a second tab share the device's backoff instead of each starting afresh.
    await page.reload();
    await expect(page.getByTestId('pending-badge')).toHaveText('1');
    const second = await context.newPage();
    await second.goto('/pda/sync');
    await expect(second.getByTestId('pending-badge')).toHaveText('1');
    await wait(page, 5000);
    expect(pushes - oneTab).toBeLessThanOrEqual(6);

    // "Sync now" tries at once and says why it failed.
    await second.getByRole('button', { name: 'Sync now' }).click();
    await expect(second.getByText(/Cannot reach the server/)).toBeVisible();

    up = true;
    const back = Date.now();
    await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 10_000 });
    expect(Date.now() - back).toBeLessThan(3500);
    await second.close();
  });
});
