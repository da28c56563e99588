import {
  authEndpoints,
  authorizationEndpoints,
  type Endpoint,
  messageEndpoints,
  uuidv7,
  warehouseEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

const PENDING_EN =
  'You have a pending authorization application that has not been reviewed, please submit again after the review';

describeEachDb('authorization applications and the information center', (env) => {
  const call = (endpoint: Endpoint, input: unknown, user: TestUser, locale = 'en') =>
    env().call(endpoint, input as never, user.token, locale);
  let reviewer: TestUser;
  let applicant: TestUser;
  let w1: string;
  let w2: string;
  let name1: string;

  it('refuses a warehouse or customer that is not of the tenant', async () => {
    reviewer = await env().login({ functionPoints: ['system:authorization:review'] });
    const admin = await env().login({
      tenantCode: reviewer.tenantCode,
      functionPoints: ['base:warehouse:create'],
    });
    const made = async () =>
      (await env().call(warehouseEndpoints.create, warehouseInput(), admin.token)).json().data as {
        id: string;
        name: string;
      };
    const [first, second] = [await made(), await made()];
    [w1, w2, name1] = [first.id, second.id, first.name];
    const stranger = await env().login({ functionPoints: ['base:warehouse:create'] });
    const foreign = (await env().call(warehouseEndpoints.create, warehouseInput(), stranger.token)).json()
      .data.id as string;
    const asker = await env().login({
      tenantCode: reviewer.tenantCode,
      functionPoints: ['system:authorization:apply'],
    });
    for (const body of [
      { kind: 'warehouse', targetIds: [w1, foreign] },
      { kind: 'warehouse', targetIds: [uuidv7()] },
      { kind: 'customer', targetIds: [w1] },
    ]) {
      const res = await call(authorizationEndpoints.create, body, asker, 'zh-CN');
      expect(res.json()).toMatchObject({
        success: false,
        code: 'RECORD_NOT_FOUND',
        message: '记录不存在或已被删除',
      });
    }
  });

  it('refuses a new application while one is pending, in both languages', async () => {
    applicant = await env().login({
      tenantCode: reviewer.tenantCode,
      functionPoints: ['system:authorization:apply'],
      dataPermission: 'warehouse',
    });
    const first = (
      await call(
        authorizationEndpoints.create,
        { kind: 'warehouse', targetIds: [w1], reason: 'new shift' },
        applicant,
      )
    ).json();
    expect(first).toMatchObject({
      success: true,
      data: { state: 'pending', targets: [{ id: w1, name: name1 }] },
    });
    const again = await call(
      authorizationEndpoints.create,
      { kind: 'customer', targetIds: [uuidv7()] },
      applicant,
    );
    expect(again.json()).toMatchObject({
      success: false,
      code: 'AUTHORIZATION_PENDING',
      message: PENDING_EN,
    });
    const zh = await call(
      authorizationEndpoints.create,
      { kind: 'warehouse', targetIds: [w2] },
      applicant,
      'zh-CN',
    );
    expect(zh.json().message).toBe('您有一条授权申请尚未审核，请审核后再提交');
  });

  it('lets only one of two simultaneous applications through', async () => {
    const racer = await env().login({
      tenantCode: reviewer.tenantCode,
      functionPoints: ['system:authorization:apply'],
    });
    const body = { kind: 'warehouse', targetIds: [w1] };
    const results = await Promise.all([1, 2, 3].map(() => call(authorizationEndpoints.create, body, racer)));
    expect(results.map((r) => r.json().success).filter(Boolean)).toHaveLength(1);
  });

  it('shows applicants their own and reviewers all of them', async () => {
    const mine = (await call(authorizationEndpoints.getPageList, {}, applicant)).json().data;
    expect(mine.items.map((a: { applicantId: string }) => a.applicantId)).toEqual([applicant.userId]);
    const all = (await call(authorizationEndpoints.getPageList, { state: 'pending' }, reviewer)).json().data;
    expect(all.total).toBe(2);
  });

  it('grants the warehouses on approval and posts the result to the applicant’s information center', async () => {
    const [pending] = (await call(authorizationEndpoints.getPageList, { mine: true }, applicant)).json().data
      .items;
    expect(
      (await call(authorizationEndpoints.review, { id: pending.id, approve: true }, applicant)).statusCode,
    ).toBe(403);
    const reviewed = (
      await call(authorizationEndpoints.review, { id: pending.id, approve: true, remark: 'ok' }, reviewer)
    ).json();
    expect(reviewed).toMatchObject({
      success: true,
      data: { state: 'approved', reviewerName: expect.any(String) },
    });
    const twice = await call(authorizationEndpoints.review, { id: pending.id, approve: false }, reviewer);
    expect(twice.json().code).toBe('ALREADY_REVIEWED');
    const info = (await call(authEndpoints.getUserInfo, {}, applicant)).json().data;
    expect(info.warehouseList).toEqual([{ warehouseId: w1, warehouseName: name1 }]);
    const news = (await call(messageEndpoints.getNewMessageNew, {}, applicant, 'zh-CN')).json().data;
    expect(news.unread).toBe(1);
    expect(news.items[0]).toMatchObject({ type: 'authorization', title: '授权申请已通过', isRead: false });
    expect(news.items[0].content).toContain('仓库');
    const en = (await call(messageEndpoints.getList, {}, applicant)).json().data.items[0];
    expect(en).toMatchObject({ title: 'Authorization application approved' });
    expect((await call(messageEndpoints.getNewMessageNew, {}, reviewer)).json().data.unread).toBe(0);
    expect((await call(messageEndpoints.markRead, { ids: [] }, applicant)).json().data.updated).toBe(1);
    expect((await call(messageEndpoints.getList, { isRead: false }, applicant)).json().data.total).toBe(0);
    const next = await call(authorizationEndpoints.create, { kind: 'warehouse', targetIds: [w2] }, applicant);
    expect(next.json().success).toBe(true);
  });

  it('does not let a reviewer approve access it does not hold, nor reach another tenant', async () => {
    const narrow = await env().login({
      tenantCode: reviewer.tenantCode,
      functionPoints: ['system:authorization:review'],
      dataPermission: 'warehouse',
      warehouseIds: [w1],
    });
    const [open] = (
      await call(authorizationEndpoints.getPageList, { state: 'pending', kind: 'warehouse' }, reviewer)
    )
      .json()
      .data.items.filter((a: { targets: { id: string }[] }) => a.targets[0]?.id === w2);
    expect(
      (await call(authorizationEndpoints.review, { id: open.id, approve: true }, narrow)).json().code,
    ).toBe('GRANT_BEYOND_OWN');
    const outsider = await env().login({ functionPoints: ['system:authorization:review'] });
    expect(
      (await call(authorizationEndpoints.review, { id: open.id, approve: false }, outsider)).json().code,
    ).toBe('APPLICATION_NOT_FOUND');
    expect((await call(authorizationEndpoints.getPageList, {}, outsider)).json().data.total).toBe(0);
    expect((await call(messageEndpoints.getList, {}, outsider)).json().data.total).toBe(0);
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
