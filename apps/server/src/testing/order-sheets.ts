import { customerStoreEndpoints } from '@wms/api';
import ExcelJS from 'exceljs';
import type { OkBody, OrderWorld } from './order-kit.ts';
import type { TestEnv } from './test-env.ts';

/** An xlsx in base64 with a header row of column keys (the reader accepts keys as well as labels). */
export async function sheet(header: string[], rows: Array<Array<string | number | null>>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('data');
  data.addRow(header);
  for (const row of rows) data.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

export const DROP_SHIPPING_HEADER = [
  'storeName',
  'recordNo',
  'customerReference1',
  'warehouseCode',
  'recipient',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'postcode',
  'address1',
  'address2',
  'sku',
  'saleNum',
  'signatureType',
  'remark',
];

/** One row of the drop-shipping sheet. */
export const dropShippingRow = (
  store: string,
  recordNo: string,
  warehouseKey: string,
  sku: string,
  qty: number,
  state = 'CA',
) => [
  store,
  recordNo,
  null,
  warehouseKey,
  'Jane Doe',
  '213-555-0100',
  null,
  'US',
  state,
  'Los Angeles',
  90001,
  '1 Main St',
  null,
  sku,
  qty,
  null,
  null,
];

export async function createStore(env: TestEnv, world: OrderWorld, name: string) {
  const res = await env.call(
    customerStoreEndpoints.create,
    { customerId: world.customerId, name, platform: 'amazon' },
    world.token,
  );
  return (res.json() as OkBody<{ id: string }>).data;
}
