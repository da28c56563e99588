import { chromium, request as pwRequest } from '@playwright/test';
import { apiLogin } from './support/login.ts';
import { ownServer } from './support/own-server.ts';

const paths = process.argv.slice(2);
const server = ownServer(8899);
await server.start();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium-headless-shell',
  args: ['--no-sandbox'],
});
try {
  const req = await pwRequest.newContext({ baseURL: server.url });
  const session = await apiLogin(req, 'admin01', 'Admin12345');
  for (const locale of ['en-US', 'zh-CN']) {
    const context = await browser.newContext({
      baseURL: server.url,
      locale,
      viewport: { width: 1440, height: 900 },
    });
    await context.addInitScript((t) => {
      localStorage.setItem('wms.token', t);
      sessionStorage.setItem('wms.updateNotice.seen', 'x');
    }, session.accessToken);
    const page = await context.newPage();
    for (const p of paths) {
      await page.goto(p);
      await page.waitForTimeout(3000);
      const name = p.replace(/[^a-z0-9]+/gi, '_');
      await page.screenshot({ path: `/tmp/shots/${name}-${locale}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
