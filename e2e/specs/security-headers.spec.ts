import { expect, type Page, test } from '@playwright/test';
import { openBackoffice } from '../support/backoffice.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Collects every Content-Security-Policy violation the page reports, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      // zod probes `new Function('')` once inside a try/catch and parses without it when refused: the
      // policy blocking that probe is the policy working, not the app breaking.
      e.violatedDirective === 'script-src' && e.blockedURI === 'eval'
        ? undefined
        : seen.push(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
          ),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('the apps work under the security headers', () => {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`back office and PDA load and render with no policy violation (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const violations = await watchViolations(page);
      const index = page.waitForResponse(
        (r) => r.url().endsWith('/') && r.request().resourceType() === 'document',
      );
      await openBackoffice(page, page.request, '/');
      const headers = (await index).headers();
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // The live event stream keeps the network busy: give late images and fonts a moment instead.
      await page.waitForTimeout(1000);
      expect(await violations()).toEqual([]);

      const pda = await context.newPage();
      const pdaViolations = await watchViolations(pda);
      await loginPda(pda);
      await expect(pda.locator('#root')).not.toBeEmpty();
      await pda.waitForTimeout(1000);
      expect(await pdaViolations()).toEqual([]);
      await context.close();
    });
  }
});
