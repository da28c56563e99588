import { customerEndpoints, customerStoreEndpoints, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor, customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('customers and stores', (env) => {
  it('creates a customer with basic info and configuration, and edits each part', async () => {
    const api = await apiFor(env());
    const w1 = await api.ok(warehouseEndpoints.create, warehouseInput());
    const w2 = await api.ok(warehouseEndpoints.create, warehouseInput());
    const created = await api.ok(
      customerEndpoints.createChannel,
      customerInput({
        contact: 'Ann',
        tel: '+1 909 555 0100',
        email: 'ann@acme.example',
        companyAddress: '1 Main St',
        customerManagerId: api.user.userId,
        accountType: 'credit',
        creditAmount: 5000,
        paymentTermDays: 30,
        temporaryQuota: 1000.5,
        warehouseIds: [w1.id],
        weightTiers: [1, 5, 10],
      }),
    );
    expect(created).toMatchObject({
      contact: 'Ann',
      customerManagerId: api.user.userId,
      isDisabled: false,
      serviceState: 'inService',
    });
    const config = await api.ok(customerEndpoints.getChannelDetail, { id: created.id });
    expect(config).toMatchObject({
      accountType: 'credit',
      creditAmount: 5000,
      temporaryQuota: 1000.5,
      fedexDivisor: 139,
      upsDivisor: 139,
      warehouseIds: [w1.id],
      weightTiers: [1, 5, 10],
    });
    await api.ok(customerEndpoints.updateChannelDetail, {
      ...config,
      fedexDivisor: 166,
      warehouseIds: [w1.id, w2.id],
      accountType: 'prepaid',
    });
    const {
      createdTime: _c,
      businessLicensePath: _b,
      ...basic
    } = await api.ok(customerEndpoints.getChannelListDetail, { id: created.id });
    await api.ok(customerEndpoints.updateChannelListDetail, {
      ...basic,
      shortName: 'Acme2',
      serviceState: 'paused',
    });
    const page = await api.ok(customerEndpoints.getChannelList, { keyword: created.customerCode });
    expect(page.items[0]).toMatchObject({
      shortName: 'Acme2',
      serviceState: 'paused',
      accountType: 'prepaid',
      warehouseNames: [w1.name, w2.name],
    });
    const offered = await api.ok(customerEndpoints.getWarehouseList, { customerId: created.id });
    expect(offered.map((w) => w.warehouseId).sort()).toEqual([w1.id, w2.id].sort());
  });

  it('refuses unknown managers, a taken code, bad tiers, and creations beyond the plan', async () => {
    const api = await apiFor(env());
    const input = customerInput();
    await api.ok(customerEndpoints.createChannel, input);
    expect((await api.raw(customerEndpoints.createChannel, { ...input }, 'zh-CN')).body.message).toBe(
      `客户代码 ${input.customerCode} 已存在`,
    );
    const ghost = await api.raw(
      customerEndpoints.createChannel,
      customerInput({ serviceManagerId: '01900000-0000-7000-8000-000000000000' }),
    );
    expect(ghost.body.code).toBe('USER_NOT_FOUND');
    const tiers = await api.raw(
      customerEndpoints.createChannel,
      customerInput({ weightTiers: [5, 1] }),
      'en',
    );
    expect(tiers.body.message).toBe('weightTiers: Tiers must be in ascending order');
    for (let i = 0; i < 4; i++) await api.ok(customerEndpoints.createChannel, customerInput());
    const sixth = await api.raw(customerEndpoints.createChannel, customerInput(), 'zh-CN');
    expect(sixth.body).toMatchObject({
      code: 'PLAN_CUSTOMER_LIMIT',
      message: '当前套餐最多可建 5 个客户，请升级套餐',
    });
  });

  it('manages stores: no spaces in names, enable, disable, authorised lists, tree and delete', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const spaced = { customerId: customer.id, name: 'Acme US', platform: 'amazon' };
    expect((await api.raw(customerStoreEndpoints.create, spaced, 'en')).body.message).toBe(
      'name: Store names may not contain spaces',
    );
    expect((await api.raw(customerStoreEndpoints.create, spaced, 'zh-CN')).body.message).toBe(
      'name：店铺名称不能包含空格',
    );
    const store = await api.ok(customerStoreEndpoints.create, { ...spaced, name: 'AcmeUS' });
    expect((await api.raw(customerStoreEndpoints.create, { ...spaced, name: 'AcmeUS' })).body.code).toBe(
      'STORE_NAME_EXISTS',
    );
    const walmart = await api.ok(customerStoreEndpoints.create, {
      ...spaced,
      name: 'AcmeWM',
      platform: 'walmart',
    });
    expect(
      (await api.ok(customerStoreEndpoints.getNoAuthList, { customerId: customer.id })).map((s) => s.name),
    ).toEqual(['AcmeUS', 'AcmeWM']);
    expect(await api.ok(customerStoreEndpoints.getAuthList, { customerId: customer.id })).toEqual([]);
    expect(await api.ok(customerStoreEndpoints.disable, { id: walmart.id })).toMatchObject({
      isEnabled: false,
    });
    const tree = await api.ok(customerStoreEndpoints.getCustomerStoreListOfTree, { customerId: customer.id });
    expect(tree).toEqual([
      expect.objectContaining({
        customerId: customer.id,
        stores: [expect.objectContaining({ name: 'AcmeUS' })],
      }),
    ]);
    await api.ok(customerStoreEndpoints.enable, { id: walmart.id });
    expect(
      await api.ok(customerStoreEndpoints.update, { id: store.id, name: 'AcmeUS2', platform: 'amazon' }),
    ).toMatchObject({ name: 'AcmeUS2' });
    await api.ok(customerStoreEndpoints.delete, { id: store.id });
    expect((await api.raw(customerStoreEndpoints.get, { id: store.id })).body.code).toBe('RECORD_NOT_FOUND');
    expect(
      (await api.ok(customerStoreEndpoints.getList, { customerId: customer.id })).map((s) => s.name),
    ).toEqual(['AcmeWM']);
  });
});
