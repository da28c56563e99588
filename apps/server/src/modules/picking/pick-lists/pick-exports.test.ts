import { downloadHistoryEndpoints, pickingOrderEndpoints, unshippedExportEndpoints } from '@wms/api';
import ExcelJS from 'exceljs';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  type OrderWorld,
  orderWorld,
  putStock,
} from '../../../testing/order-kit.ts';
import { describeEachDb } from '../../../testing/test-env.ts';

describeEachDb('pick list and order exports', (env) => {
  let w: OrderWorld;
  let listId: string;
  beforeAll(async () => {
    w = await orderWorld(env());
    await putStock(env(), w, 'SKU-002', 4, 10);
    const a = await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: 2 }] });
    const res = await env().call(
      pickingOrderEndpoints.createPickingOrder,
      { warehouseId: w.warehouseId, pickingOrderType: 1, includePending: true, orderIds: [a.id] },
      w.token,
    );
    listId = (res.json() as OkBody<{ pickLists: Array<{ id: string }> }>).data.pickLists[0]!.id;
  });
  const rowsOf = async (taskId: string) => {
    await env().app.deps.jobs.drain();
    const list = (await env().call(downloadHistoryEndpoints.getList, {}, w.token)).json() as OkBody<{
      items: Array<{ id: string; path: string; fileStatus: number }>;
    }>;
    const task = list.data.items.find((t) => t.id === taskId)!;
    expect(task.fileStatus).toBe(2);
    const file = await env().app.inject({ url: task.path });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
  };

  it('exports the lines of single-product pick lists as a download-center task', async () => {
    const res = (
      await env().call(pickingOrderEndpoints.exportPickingOrderExcel, {}, w.token, 'zh-CN')
    ).json() as OkBody<{ taskId: string }>;
    const rows = await rowsOf(res.data.taskId);
    expect(rows[0]).toContain('拣货单号');
    expect(rows.length).toBe(2);
    expect(rows[1]).toContain('SKU-002');
  });

  it('exports pick progress and the orders of a pick list; fewer than 5 columns are refused', async () => {
    const progress = (
      await env().call(pickingOrderEndpoints.getExportExcelByPickingOrderSchedule, { ids: [listId] }, w.token)
    ).json() as OkBody<{ taskId: string }>;
    expect((await rowsOf(progress.data.taskId)).length).toBe(2);
    const orders = (
      await env().call(unshippedExportEndpoints.exportShipmentByPicking, { pickListIds: [listId] }, w.token)
    ).json() as OkBody<{ taskId: string }>;
    expect((await rowsOf(orders.data.taskId))[1]).toContain('Jane Doe');
    const few = await env().call(
      unshippedExportEndpoints.exportShipmentByPicking,
      { pickListIds: [listId], fields: ['orderNo', 'recordNo'] },
      w.token,
    );
    expect(few.statusCode).toBe(400);
  });
});
