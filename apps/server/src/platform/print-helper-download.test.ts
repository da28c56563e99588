import { PRINT_HELPER_DOWNLOAD_PATH } from '@wms/api';
import JSZip from 'jszip';
import { expect, it } from 'vitest';
import { describeEachDb } from '../testing/test-env.ts';

describeEachDb('print helper download', (env) => {
  it('offers the helper as one zip that starts with node wms-print-helper/main.ts, without its tests', async () => {
    const res = await env().app.inject({ url: PRINT_HELPER_DOWNLOAD_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toContain('wms-print-helper/main.ts');
    expect(names).toContain('wms-print-helper/package.json');
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(false);
  });
});
