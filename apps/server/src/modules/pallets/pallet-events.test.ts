import { customerEndpoints, palletCodeEndpoints, productEndpoints, uuidv7 } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor, customerInput, productInput } from '../../testing/masterdata-fixtures.ts';
import { device, generate, PDA_POINTS, palletByCode, push, statuses } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('pallet events from the PDA', (env) => {
  it('rejects a bad event with a localised reason and applies the events after it', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const out = await push(
      env(),
      user,
      dev.deviceId,
      [
        dev.event('pallet.open', { palletCode: 'PL-NOPE' }),
        dev.event('pallet.open', { palletCode: code! }),
        dev.event('pallet.addProduct', { palletCode: code!, lineId: uuidv7(), productNo: 'SKU1', qty: 0 }),
        dev.event('pallet.addProduct', { palletCode: code!, lineId: uuidv7(), productNo: 'SKU1', qty: 3 }),
      ],
      'zh-CN',
    );
    expect(statuses(out)).toEqual(['rejected', 'applied', 'rejected', 'applied']);
    expect(out.results[0]).toMatchObject({ code: 'PALLET_NOT_FOUND', message: '托盘码 PL-NOPE 不存在' });
    expect(out.results[2]).toMatchObject({ code: 'VALIDATION' });
    expect((out.results[2] as { message: string }).message).toMatch(/^qty：/);
    const pallet = await palletByCode(env(), user, code!);
    expect(pallet.productQty).toBe(3);
  });

  it('refuses scans on a closed pallet and closing a finished one, in either language', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code, other] = await generate(env(), user, 2);
    const dev = device();
    const empty = await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: code! }),
      dev.event('pallet.close', { palletCode: code! }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'X1' }),
      dev.event('pallet.close', { palletCode: code! }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'X2' }),
    ]);
    expect(statuses(empty)).toEqual(['applied', 'rejected', 'applied', 'applied', 'rejected']);
    expect(empty.results[1]).toMatchObject({ code: 'PALLET_EMPTY' });
    expect(empty.results[4]).toMatchObject({
      code: 'PALLET_CLOSED',
      message: `Pallet ${code} is closed; scan another pallet`,
    });
    expect((await palletByCode(env(), user, code!)).status).toBe('used');

    const id = (await palletByCode(env(), user, other!)).id;
    const finished = await env().call(palletCodeEndpoints.close, { id }, user.token);
    expect(finished.json().data.status).toBe('finished');
    const late = await push(
      env(),
      user,
      dev.deviceId,
      [
        dev.event('pallet.close', { palletCode: other! }),
        dev.event('pallet.addCarton', { palletCode: other!, lineId: uuidv7(), cartonNo: 'X3' }),
      ],
      'zh-CN',
    );
    expect(late.results).toMatchObject([
      { status: 'rejected', code: 'PALLET_FINISHED', message: `托盘 ${other} 已完结，不能再修改` },
      { status: 'rejected', code: 'PALLET_FINISHED' },
    ]);
    const again = [dev.event('pallet.close', { palletCode: code! })];
    const resent = await push(env(), user, dev.deviceId, again);
    expect(resent.results[0]).toMatchObject({ status: 'rejected', code: 'PALLET_ALREADY_CLOSED' });
  });

  it('reports a carton already on another pallet as a conflict with details', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [a, b] = await generate(env(), user, 2);
    const one = device();
    const two = device();
    await push(env(), user, one.deviceId, [
      one.event('pallet.open', { palletCode: a! }),
      one.event('pallet.addCarton', { palletCode: a!, lineId: uuidv7(), cartonNo: 'UCC-1' }),
    ]);
    const out = await push(env(), user, two.deviceId, [
      two.event('pallet.open', { palletCode: b! }),
      two.event('pallet.addCarton', { palletCode: b!, lineId: uuidv7(), cartonNo: 'UCC-1' }),
      two.event('pallet.addCarton', { palletCode: a!, lineId: uuidv7(), cartonNo: 'UCC-1' }),
      two.event('pallet.addCarton', { palletCode: b!, lineId: uuidv7(), cartonNo: 'UCC-2' }),
    ]);
    expect(statuses(out)).toEqual(['applied', 'conflict', 'rejected', 'applied']);
    expect(out.results[1]).toMatchObject({
      code: 'PALLET_CARTON_ELSEWHERE',
      message: `Carton UCC-1 is already on pallet ${a}`,
      details: { cartonNo: 'UCC-1', otherPalletCode: a },
    });
    expect(out.results[2]).toMatchObject({ code: 'PALLET_CARTON_ON_PALLET' });
  });

  it('counts cartons per SKU: a product’s carton barcode is on every carton of it', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    await api.ok(
      productEndpoints.create,
      productInput(customer.id, { productNo: 'MUG-1', cartonBarcode: 'CTN-MUG-1', cartonRate: 6 }),
    );
    const user = await env().login({ tenantCode: api.user.tenantCode, functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const carton = () =>
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'ctn-mug-1' });
    const out = await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: code! }),
      carton(),
      carton(),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'UCC-9' }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: uuidv7(), cartonNo: 'UCC-9' }),
    ]);
    expect(statuses(out)).toEqual(['applied', 'applied', 'applied', 'applied', 'rejected']);
    const pallet = await palletByCode(env(), user, code!);
    expect(pallet.cartonQty).toBe(3);
  });

  it('removes lines added in the same batch or earlier, and refuses an unknown line', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [code] = await generate(env(), user);
    const dev = device();
    const [l1, l2, l3] = [uuidv7(), uuidv7(), uuidv7()];
    await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: code! }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: l1, cartonNo: 'R1' }),
      dev.event('pallet.addProduct', { palletCode: code!, lineId: l2, productNo: 'SKU', qty: 4 }),
      dev.event('pallet.removeLine', { palletCode: code!, lineId: l2 }),
    ]);
    const out = await push(env(), user, dev.deviceId, [
      dev.event('pallet.removeLine', { palletCode: code!, lineId: l1 }),
      dev.event('pallet.removeLine', { palletCode: code!, lineId: l3 }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: l1, cartonNo: 'R9' }),
      dev.event('pallet.addCarton', { palletCode: code!, lineId: l3, cartonNo: 'R1' }),
    ]);
    expect(statuses(out)).toEqual(['applied', 'rejected', 'rejected', 'applied']);
    expect(out.results[2]).toMatchObject({ code: 'PALLET_LINE_EXISTS' });
    const pallet = await palletByCode(env(), user, code!);
    expect(pallet).toMatchObject({ cartonQty: 1, productQty: 0 });
    expect(pallet.lines.map((l) => l.id)).toEqual([l3]);
  });

  it('rejects event types the caller may not record or the server does not know', async () => {
    const user = await env().login({ functionPoints: ['pda:sync:push', 'pallet:code:generate'] });
    const [code] = await generate(env(), user);
    const dev = device();
    const unknown = { ...dev.event('pallet.open', { palletCode: code! }), type: 'pick.scan' };
    const out = await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: code! }),
      unknown,
    ]);
    expect(out.results).toMatchObject([
      { status: 'rejected', code: 'SYNC_EVENT_FORBIDDEN' },
      { status: 'rejected', code: 'SYNC_UNKNOWN_EVENT_TYPE', message: expect.stringContaining('pick.scan') },
    ]);
  });
});
