import { type ApiClient, downloadHistoryEndpoints, EXPORT_FIELDS, productEndpoints } from '@wms/api';
import { inject } from 'vitest';

export const PRODUCT_EXPORT_FIELDS = EXPORT_FIELDS.product.slice(0, 5);

/** Waits until the server's worker has finished every task of the client's user. */
export async function tasksSettled(api: ApiClient) {
  for (let tries = 0; tries < 400; tries++) {
    const { noCompleteQty } = await api.call(downloadHistoryEndpoints.getNoCompleteQty, {});
    if (noCompleteQty === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('tasks did not finish');
}

/**
 * Real download-center tasks of the client's user: `exports` product exports (they complete) and
 * `failedImports` product imports of the fixture workbook whose rows the server refuses (they fail).
 */
export async function downloadTasks(api: ApiClient, counts: { exports: number; failedImports?: number }) {
  for (let i = 0; i < counts.exports; i++)
    await api.call(productEndpoints.exportAllProductDownload, { fields: [...PRODUCT_EXPORT_FIELDS] });
  for (let i = 0; i < (counts.failedImports ?? 0); i++)
    await api.call(productEndpoints.import, {
      kind: 'product',
      fileName: `products-${i + 1}.xlsx`,
      content: inject('productWorkbook'),
    });
  await tasksSettled(api);
  return api.call(downloadHistoryEndpoints.getList, { pageIndex: 1, pageSize: 100 });
}
