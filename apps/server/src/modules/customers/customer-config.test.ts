import { customerConfigEndpoints, customerEndpoints, warehouseEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { type Api, apiFor, customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const CONFIG_POINTS = ['crm:customer:config'];

describeEachDb('customer configuration: finance and contact people', (env) => {
  let api: Api;
  let customerId: string;
  let otherId: string;
  let warehouseId: string;
  beforeAll(async () => {
    api = await apiFor(env());
    warehouseId = (await api.ok(warehouseEndpoints.create, warehouseInput())).id;
    customerId = (
      await api.ok(customerEndpoints.createChannel, customerInput({ warehouseIds: [warehouseId] }))
    ).id;
    otherId = (await api.ok(customerEndpoints.createChannel, customerInput())).id;
  });

  it('edits the finance fields only, keeping warehouses and divisors', async () => {
    const saved = await api.ok(customerConfigEndpoints.updateFinance, {
      id: customerId,
      accountType: 'credit',
      creditAmount: 5000.5,
      paymentTermDays: 30,
      temporaryQuota: 250,
    });
    expect(saved).toMatchObject({
      accountType: 'credit',
      creditAmount: 5000.5,
      paymentTermDays: 30,
      temporaryQuota: 250,
      warehouseIds: [warehouseId],
      fedexDivisor: 139,
    });
    const refused = await api.raw(customerConfigEndpoints.updateFinance, {
      id: customerId,
      accountType: 'credit',
      creditAmount: 1.005,
      paymentTermDays: 30,
      temporaryQuota: 0,
    });
    expect(refused.body.code).toBe('VALIDATION');
  });

  it("replaces the contact people, in order; a customer's user sees only its own", async () => {
    const contacts = [
      {
        name: 'Wang Fang',
        duty: 'finance' as const,
        phone: '555-0101',
        email: 'fang@example.com',
        remark: '',
      },
      { name: 'Sam Lee', duty: 'operations' as const, phone: '', email: '', remark: 'night shift' },
    ];
    const saved = await api.ok(customerConfigEndpoints.saveContactList, { customerId, contacts });
    expect(saved.contacts.map(({ id: _id, ...c }) => c)).toEqual(contacts);
    const again = await api.ok(customerConfigEndpoints.saveContactList, {
      customerId,
      contacts: [contacts[1]!],
    });
    expect(again.contacts.map((c) => c.name)).toEqual(['Sam Lee']);
    expect(
      (
        await api.raw(customerConfigEndpoints.saveContactList, {
          customerId,
          contacts: [{ ...contacts[0]!, email: 'not-an-email' }],
        })
      ).body.code,
    ).toBe('VALIDATION');

    const own = await loginCustomerUser(env(), api.user.tenantId, customerId, CONFIG_POINTS);
    const read = await env().call(customerConfigEndpoints.getContactList, { customerId }, own);
    expect(read.json().data.contacts.map((c: { name: string }) => c.name)).toEqual(['Sam Lee']);
    const other = await env().call(customerConfigEndpoints.getContactList, { customerId: otherId }, own);
    expect(other.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
    const write = await env().call(
      customerConfigEndpoints.updateFinance,
      { id: otherId, accountType: 'prepaid', creditAmount: 0, paymentTermDays: 0, temporaryQuota: 0 },
      own,
    );
    expect(write.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
  });
});
