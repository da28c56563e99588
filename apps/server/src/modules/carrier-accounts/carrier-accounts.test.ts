import { carrierAccountEndpoints, customerEndpoints, warehouseEndpoints } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { carrierAccounts } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { type Api, apiFor, customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const SECRETS = {
  key: 'KEY-5f1d-unique-secret',
  password: 'PWD-9a7c-unique-secret',
  privateKey: '-----BEGIN PRIVATE KEY----- PK-3e2b-unique-secret',
  accessKey: 'AK-77d0-unique-secret',
};
const account = (over: Record<string, unknown> = {}) => ({
  accountName: `UPS main ${Math.random().toString(36).slice(2, 7)}`,
  carrier: 'own',
  accountNumber: 'A12345',
  meterNumber: 'M-1',
  labelType: 'PDF',
  ...SECRETS,
  ...over,
});

describeEachDb('carrier accounts and shipping configuration', (env) => {
  let api: Api;
  let houses: string[];
  let customerId: string;
  beforeAll(async () => {
    api = await apiFor(env());
    houses = [
      (await api.ok(warehouseEndpoints.create, warehouseInput({ name: 'West' }))).id,
      (await api.ok(warehouseEndpoints.create, warehouseInput({ name: 'East' }))).id,
    ];
    customerId = (await api.ok(customerEndpoints.createChannel, customerInput({ warehouseIds: houses }))).id;
  });

  it('stores secrets encrypted, answers only whether each is set, and keeps them on an edit without them', async () => {
    const made = await api.ok(carrierAccountEndpoints.create, account());
    expect(made.secretsSet).toEqual({ key: true, password: true, privateKey: true, accessKey: true });
    for (const field of Object.keys(SECRETS)) expect(made).not.toHaveProperty(field);
    const [row] = await withTenant(env().database.db, api.user.tenantId, (tx) =>
      tx
        .select()
        .from(carrierAccounts)
        .where(and(eq(carrierAccounts.tenantId, api.user.tenantId), eq(carrierAccounts.id, made.id))),
    );
    const stored = JSON.stringify(row);
    for (const value of Object.values(SECRETS)) expect(stored).not.toContain(value.slice(0, 12));
    expect(env().app.deps.secrets.open(row!.sealedSecrets.password!)).toBe(SECRETS.password);

    const { key: _k, password: _p, privateKey: _pk, accessKey: _ak, ...plain } = account();
    const edited = await api.ok(carrierAccountEndpoints.update, {
      ...plain,
      id: made.id,
      accountName: made.accountName,
      accessKey: '',
      password: 'PWD-new-unique-secret',
    });
    expect(edited.secretsSet).toEqual({ key: true, password: true, privateKey: true, accessKey: true });
    const [after] = await withTenant(env().database.db, api.user.tenantId, (tx) =>
      tx.select().from(carrierAccounts).where(eq(carrierAccounts.id, made.id)),
    );
    expect(env().app.deps.secrets.open(after!.sealedSecrets.password!)).toBe('PWD-new-unique-secret');
    expect(after!.sealedSecrets.accessKey).toBe(row!.sealedSecrets.accessKey);
    expect(
      (await api.raw(carrierAccountEndpoints.create, account({ accountName: made.accountName }))).body,
    ).toMatchObject({ code: 'CARRIER_ACCOUNT_NAME_EXISTS' });
  });

  it('needs a shipping account and logistics service for every warehouse of the customer', async () => {
    const made = await api.ok(carrierAccountEndpoints.create, account());
    const refuse = async (rows: unknown[]) =>
      (await api.raw(carrierAccountEndpoints.saveShippingConfig, { customerId, rows } as never)).body;
    const row = (warehouseId: string, serviceCode: string | null = 'OWN-GROUND') => ({
      warehouseId,
      carrierAccountId: made.id,
      serviceCode,
    });
    // not empowered for the customer nor authorised for the warehouses yet
    expect(await refuse([row(houses[0]!), row(houses[1]!)])).toMatchObject({
      code: 'CARRIER_ACCOUNT_NOT_ALLOWED',
    });
    await api.ok(carrierAccountEndpoints.empower, { id: made.id, customerIds: [customerId] });
    await api.ok(carrierAccountEndpoints.warehouseAuth, { id: made.id, warehouseIds: houses });
    const config = await api.ok(carrierAccountEndpoints.getShippingConfig, { customerId });
    expect(config.rows.map((r) => r.warehouseName)).toEqual(['East', 'West']);
    expect(config.rows[0]!.accountOptions.map((a) => a.id)).toContain(made.id);
    const missing = await refuse([row(houses[0]!)]);
    expect(missing).toMatchObject({
      code: 'SHIPPING_CONFIG_INCOMPLETE',
      message:
        'Please complete shipping account and logistics service configuration for all warehouses (East)',
    });
    expect(await refuse([row(houses[0]!), row(houses[1]!, null)])).toMatchObject({
      code: 'SHIPPING_CONFIG_INCOMPLETE',
    });
    expect(await refuse([row(houses[0]!), row(houses[1]!, 'NO-SUCH')])).toMatchObject({
      code: 'LOGISTICS_SERVICE_UNKNOWN',
    });
    const saved = await api.ok(carrierAccountEndpoints.saveShippingConfig, {
      customerId,
      rows: [row(houses[0]!), row(houses[1]!)],
    });
    expect(saved.rows.map((r) => [r.carrierAccountId, r.serviceCode])).toEqual([
      [made.id, 'OWN-GROUND'],
      [made.id, 'OWN-GROUND'],
    ]);
  });

  it('never answers a carrier secret, to anyone, from any endpoint', async () => {
    const made = await api.ok(carrierAccountEndpoints.create, account());
    await api.ok(carrierAccountEndpoints.get, { id: made.id });
    await api.ok(carrierAccountEndpoints.getPageList, { pageIndex: 1, pageSize: 100 });
    await api.ok(carrierAccountEndpoints.empower, { id: made.id, customerIds: [customerId] });
    await api.ok(carrierAccountEndpoints.warehouseAuth, { id: made.id, warehouseIds: houses });
    await api.ok(carrierAccountEndpoints.getShippingConfig, { customerId });
    const token = await loginCustomerUser(env(), api.user.tenantId, customerId, []);
    expect(
      (await env().call(carrierAccountEndpoints.getPageList, { pageIndex: 1, pageSize: 10 }, token))
        .statusCode,
    ).toBe(403);
    // every answer this server sent in this suite, including the list and detail of every account
    expect(env().responses.length).toBeGreaterThan(10);
    for (const body of env().responses)
      for (const value of Object.values(SECRETS)) expect(body).not.toContain(value);
    for (const body of env().responses) expect(body).not.toContain('PWD-new-unique-secret');
  });
});
