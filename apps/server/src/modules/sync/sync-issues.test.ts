import { syncEndpoints, uuidv7 } from '@wms/api';
import { expect, it } from 'vitest';
import { device, generate, PDA_POINTS, push } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('PDA sync issues for managers', (env) => {
  it('lists rejected and conflicting events in the reader language and dismisses them', async () => {
    const tenantCode = `issues${uuidv7().slice(-8)}`;
    const picker = await env().login({ functionPoints: PDA_POINTS, tenantCode });
    const manager = await env().login({ functionPoints: ['pda:sync:review'], tenantCode });
    const [a, b] = await generate(env(), picker, 2);
    const dev = device();
    await push(env(), picker, dev.deviceId, [
      dev.event('pallet.open', { palletCode: a! }),
      dev.event('pallet.addCarton', { palletCode: a!, lineId: uuidv7(), cartonNo: 'I1' }),
      dev.event('pallet.open', { palletCode: b! }),
      dev.event('pallet.addCarton', { palletCode: b!, lineId: uuidv7(), cartonNo: 'I1' }),
      dev.event('pallet.close', { palletCode: 'PL-MISSING' }),
    ]);
    const list = await env().call(syncEndpoints.getIssueList, {}, manager.token, 'zh-CN');
    const items = list.json().data.items;
    expect(list.json().data.total).toBe(2);
    expect(items.map((i: { status: string }) => i.status).sort()).toEqual(['conflict', 'rejected']);
    const rejected = items.find((i: { status: string }) => i.status === 'rejected');
    expect(rejected).toMatchObject({
      type: 'pallet.close',
      code: 'PALLET_NOT_FOUND',
      message: '托盘码 PL-MISSING 不存在',
      deviceSeq: 5,
      userId: picker.userId,
      payload: { palletCode: 'PL-MISSING' },
    });
    const conflict = items.find((i: { status: string }) => i.status === 'conflict');
    expect(conflict.details).toMatchObject({ otherPalletCode: a });

    const dismissed = await env().call(
      syncEndpoints.dismissIssue,
      { eventIds: [rejected.eventId] },
      manager.token,
    );
    expect(dismissed.json().data).toEqual({ dismissed: 1 });
    const open = await env().call(syncEndpoints.getIssueList, { state: 'open' }, manager.token);
    expect(open.json().data.items.map((i: { status: string }) => i.status)).toEqual(['conflict']);
    const done = await env().call(syncEndpoints.getIssueList, { state: 'dismissed' }, manager.token);
    expect(done.json().data.items[0]).toMatchObject({
      eventId: rejected.eventId,
      dismissedByName: expect.any(String),
    });
    const pickerView = await env().call(syncEndpoints.getIssueList, { state: 'all' }, picker.token);
    expect(pickerView.json().data.total).toBe(2);
    const outsider = await env().login({ functionPoints: ['pda:sync:push'] });
    expect((await env().call(syncEndpoints.getIssueList, {}, outsider.token)).statusCode).toBe(403);
  });
});
