/**
 * Demo master data, made through the same services the API uses: two warehouses with aisles of
 * locations, customers with stores, a category tree, products, stock (through the stock service),
 * supplies, and a few restock lines waiting to be shelved.
 */
import {
  bulkLocationSchema,
  categoryInputSchema,
  customerCreateSchema,
  materialCreateSchema,
  productInputSchema,
  warehouseInputSchema,
} from '@wms/api';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { customersService } from '../modules/customers/customers.service.ts';
import { storesService } from '../modules/customers/stores.service.ts';
import { type StockKey, stockService } from '../modules/inventory/stock.service.ts';
import { locationsService } from '../modules/locations/locations.service.ts';
import { categoriesService } from '../modules/products/categories.service.ts';
import { productsService } from '../modules/products/products.service.ts';
import { restockService } from '../modules/restock/restock.service.ts';
import { materialsService } from '../modules/supplies/materials.service.ts';
import { warehousesService } from '../modules/warehouses/warehouses.service.ts';
import type { Principal } from '../platform/context.ts';
import { FileStore } from '../platform/files.ts';
import { principalForUser } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import type { SeedStep } from './seed-context.ts';

const WAREHOUSES = [
  {
    name: 'Los Angeles Warehouse',
    shortName: 'LAX',
    warehouseKey: 'LAX1',
    city: 'Ontario',
    province: 'CA',
    postcode: '91761',
    territory: 'west',
    // The demo's main warehouse walks the optimal route, so a pick list's map shows what it
    // saves over S-shape; the second warehouse keeps the default S route.
    config: { pickingRoute: 'optimal' },
  },
  {
    name: 'New Jersey Warehouse',
    shortName: 'NJ',
    warehouseKey: 'NJ1',
    city: 'Edison',
    province: 'NJ',
    postcode: '08817',
    territory: 'east',
  },
] as const;
const CUSTOMERS = [
  {
    customerCode: 'ACME',
    shortName: 'Acme',
    fullName: 'Acme Trading LLC',
    stores: [
      ['AcmeAmazonUS', 'amazon'],
      ['AcmeWalmart', 'walmart'],
    ],
  },
  {
    customerCode: 'GLOBEX',
    shortName: 'Globex',
    fullName: 'Globex Home Goods Inc',
    stores: [['GlobexShopify', 'shopify']],
  },
  {
    customerCode: 'INITECH',
    shortName: 'Initech',
    fullName: 'Initech Outdoor Co',
    stores: [
      ['InitechAmazon', 'amazon'],
      ['InitechEbay', 'ebay'],
    ],
  },
] as const satisfies readonly {
  customerCode: string;
  shortName: string;
  fullName: string;
  stores: readonly (readonly [string, string])[];
}[];
const ITEMS = [
  ['Cup', '水杯', 4, 4, 5, 0.6],
  ['Lamp', '台灯', 10, 8, 16, 3.2],
  ['Chair', '椅子', 22, 20, 34, 14.5],
  ['Towel', '毛巾', 12, 8, 3, 0.9],
  ['Kettle', '水壶', 9, 8, 11, 2.4],
  ['Backpack', '背包', 14, 6, 19, 1.8],
] as const;

/**
 * A lock whose goods already left the warehouse, so the inventory screens show one that cannot be unlocked:
 * 4 units locked under DEMO-LOCK-1, then picked out under the same number.
 */
async function seedShippedLock(tx: Tx, principal: Principal, row: StockKey & { id: string }, now: Date) {
  const source = { sourceNo: 'DEMO-LOCK-1', sourceModule: 'manual' };
  const key = {
    warehouseId: row.warehouseId,
    customerId: row.customerId,
    productId: row.productId,
    locationId: row.locationId,
  };
  await stockService.lock(tx, principal, { stockId: row.id, quantity: 4, source }, now);
  await stockService.pick(tx, principal, { ...key, quantity: 4 }, source, now);
}

async function seedUser(tx: Tx, tenantId: string): Promise<Principal> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return principalForUser(tx, tenantId, admin!.id);
}

/** The demo warehouses and first customer take the ids the identity step reserved for its users' lists. */
export const masterdataSeed: SeedStep = {
  name: 'masterdata',
  run: (ctx) =>
    withTenant(ctx.db, ctx.tenant.id, (tx) =>
      seedMasterdata(tx, ctx.tenant.id, {
        warehouses: [ctx.refs.get('warehouse:main'), ctx.refs.get('warehouse:second')],
        customer: ctx.refs.get('customer:demo'),
      }),
    ),
};

export async function seedMasterdata(
  tx: Tx,
  tenantId: string,
  reserved: { warehouses: (string | undefined)[]; customer?: string } = { warehouses: [] },
): Promise<void> {
  const principal = await seedUser(tx, tenantId);
  const now = new Date();
  // The seed stores no files; a store rooted nowhere is enough for the services that only sign links.
  const files = new FileStore('', 'seed');
  const warehouses = [];
  for (const [wi, w] of WAREHOUSES.entries()) {
    const warehouse = await warehousesService.create(
      tx,
      principal,
      warehouseInputSchema.parse({ ...w, contact: 'Warehouse desk', warningQuantity: 50_000 }),
      reserved.warehouses[wi],
    );
    // Four aisles (rows 1–8, two facing rows per aisle), ten bays, three levels: 240 locations.
    await locationsService.bulkCreate(
      tx,
      principal,
      bulkLocationSchema.parse({
        warehouseId: warehouse.id,
        prefix: 'A',
        startRow: 1,
        endRow: 8,
        startColumn: 1,
        endColumn: 10,
        startHigh: 1,
        endHigh: 3,
      }),
    );
    await locationsService.bulkCreate(
      tx,
      principal,
      bulkLocationSchema.parse({
        warehouseId: warehouse.id,
        prefix: 'P',
        startRow: 9,
        endRow: 10,
        startColumn: 1,
        endColumn: 6,
        locationType: 'pallet',
      }),
    );
    const locations = await locationsService.options(tx, principal, warehouse.id);
    warehouses.push({ ...warehouse, locations });
  }
  const { id: home } = await categoriesService.create(
    tx,
    principal,
    categoryInputSchema.parse({ name: 'Home', chineseName: '家居', englishName: 'Home' }),
    files,
  );
  const { id: kitchen } = await categoriesService.create(
    tx,
    principal,
    categoryInputSchema.parse({
      parentId: home,
      name: 'Kitchen',
      chineseName: '厨房',
      englishName: 'Kitchen',
      sort: 1,
    }),
    files,
  );
  for (const [ci, c] of CUSTOMERS.entries()) {
    const { stores, ...fields } = c;
    const customer = await customersService.create(
      tx,
      principal,
      customerCreateSchema.parse({
        ...fields,
        contact: 'Operations',
        warehouseIds: warehouses.map((w) => w.id),
        accountType: ci === 1 ? 'credit' : 'prepaid',
        creditAmount: ci === 1 ? 20_000 : 0,
      }),
      files,
      now,
      ci === 0 ? reserved.customer : undefined,
    );
    for (const [name, platform] of stores)
      await storesService.create(tx, principal, { customerId: customer.id, name, platform });
    for (const [ii, [en, cn, l, w, h, lb]] of ITEMS.entries()) {
      const product = await productsService.create(
        tx,
        principal,
        productInputSchema.parse({
          customerId: customer.id,
          productNo: `${c.customerCode}-${en.toUpperCase()}`,
          nameCn: cn,
          nameEn: en,
          upc: `0${ci}${ii}00012345`,
          categoryId: ii < 2 ? kitchen : home,
          declarationAmount: 5 + ii * 3.5,
          cartonRate: 6,
          length: l,
          width: w,
          height: h,
          weight: lb,
          cartonLength: l * 2 + 1,
          cartonWidth: w * 2 + 1,
          cartonHeight: h * 2 + 1,
          cartonWeight: lb * 6 + 1,
        }),
      );
      for (const [wi, warehouse] of warehouses.entries()) {
        // Two locations per product in different aisles near their front (a location's index is
        // (row − 1) × 30 + (bay − 1) × 3 + level − 1), so a pick list walks several aisles and the
        // optimal route visibly saves on S-shape, which walks every visited aisle end to end.
        const spots = [
          ((ci * 3 + ii) % 8) * 30 + ((ci + ii) % 3) * 3 + wi,
          ((ci * 3 + ii + 4) % 8) * 30 + (((ci + ii + 1) % 3) + 3) * 3 + 1,
        ].map((at) => at % warehouse.locations.length);
        const lines = [...new Set(spots)].map((at, k) => ({
          warehouseId: warehouse.id,
          customerId: customer.id,
          productId: product.id,
          locationId: warehouse.locations[at]!.id,
          quantity: 20 + ((ci + ii + k) % 5) * 15,
          sourceNo: 'DEMO',
          sourceModule: 'seed',
        }));
        const received = await stockService.receive(tx, principal, lines, now);
        if (ci === 0 && ii === 0 && wi === 0) await seedShippedLock(tx, principal, received[0]!, now);
      }
      if (ii === 0)
        await restockService.request(
          tx,
          principal,
          {
            warehouseId: warehouses[0]!.id,
            customerId: customer.id,
            productId: product.id,
            quantity: 24,
            sourceNo: 'DEMO-IN-1',
            sourceModule: 'shipment',
          },
          now,
        );
    }
  }
  for (const warehouse of warehouses) {
    await materialsService.create(
      tx,
      principal,
      materialCreateSchema.parse({
        warehouseId: warehouse.id,
        materialCode: 'CTN-S01',
        materialName: 'Small carton',
        materialType: 'carton',
        unitPrice: 0.85,
        quantity: 500,
      }),
      now,
    );
    const tape = await materialsService.create(
      tx,
      principal,
      materialCreateSchema.parse({
        warehouseId: warehouse.id,
        materialCode: 'TAPE-48',
        materialName: 'Packing tape 48mm',
        materialType: 'tape',
        unitPrice: 1.2,
        quantity: 60,
        warningRatio: 25,
      }),
      now,
    );
    await materialsService.takeOut(
      tx,
      principal,
      'use',
      { id: tape.id, quantity: 48, remark: 'packing' },
      now,
    );
  }
}
