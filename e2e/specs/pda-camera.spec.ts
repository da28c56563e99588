import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { palletCodeEndpoints } from '@wms/api';
import { code128Luma, writeClip } from '../support/pda-camera.ts';
import { api, openPalletByScan } from '../support/pda-helpers.ts';
import { loginPda } from '../support/pda-login.ts';

// Its screens work offline or install: the service worker runs (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The camera films a Code 128 carton label made now (labels are Code 128): Chromium's fake camera plays
// this clip, and grants the permission.
const carton = `CAM-${Date.now().toString(36).toUpperCase()}`;
const clip = join(tmpdir(), `wms-pda-camera-${process.pid}.y4m`);
writeClip(clip, code128Luma(carton));

// A launch option of the spec replaces the config's, so its browser and arguments are repeated.
const config = (await import('../playwright.config.ts')).default;
const launch = config.use?.launchOptions ?? {};

test.use({
  viewport: { width: 360, height: 640 },
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  },
});

test('a carton scanned with the camera lands on the pallet, on the server', async ({ page }) => {
  // Login, the camera chunk and the first decodes on a fresh browser: more than the 30 s default.
  test.setTimeout(90_000);
  const user = await loginPda(page);
  const { code } = await openPalletByScan(page, user);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByRole('status')).toContainText(carton, { timeout: 30_000 });
  await expect(page.getByTestId('carton-qty')).toHaveText('1');
  await expect(page.getByTestId('pending-badge')).toBeHidden({ timeout: 15_000 });
  const row = (await api(page, user, palletCodeEndpoints.getPageList, { palletCode: code })).items[0]!;
  expect(row.cartonQty).toBe(1);
  const detail = await api(page, user, palletCodeEndpoints.getDetail, { id: row.id });
  expect(detail.lines.map((l) => l.cartonNo)).toEqual([carton]);
});
