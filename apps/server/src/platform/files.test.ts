import { categoryEndpoints, customerEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { ALL_FUNCTION_POINTS, apiFor, customerInput, unique } from '../testing/masterdata-fixtures.ts';
import { describeEachDb, type TestEnv } from '../testing/test-env.ts';
import { withTenant } from './tenancy.ts';

const CATEGORY = ['base:category:create', 'base:category:update'];
const png = Buffer.alloc(512, 7).toString('base64');
const category = (iconFileId: string) => ({
  name: unique('Cat'),
  chineseName: '分类',
  englishName: 'Category',
  iconFileId,
});

async function iconOf(env: TestEnv, token: string) {
  const res = await env.call(categoryEndpoints.uploadIcon, { fileName: 'icon.png', content: png }, token);
  return res.json().data as { fileId: string; url: string };
}

describeEachDb('files belong to their owner', (env) => {
  it('refuses another tenant’s file as an icon or a licence, and its link leads nowhere', async () => {
    const a = await apiFor(env());
    const b = await apiFor(env());
    const icon = await a.ok(categoryEndpoints.uploadIcon, { fileName: 'a.png', content: png });

    const asIcon = await b.raw(categoryEndpoints.create, category(icon.fileId), 'zh-CN');
    expect(asIcon.body).toMatchObject({ success: false, code: 'FILE_NOT_FOUND', message: '文件不存在' });
    const asLicence = await b.raw(
      customerEndpoints.createChannel,
      customerInput({ businessLicenseFileId: icon.fileId }),
    );
    expect(asLicence.body).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });

    // A link signed for tenant B's id space does not reach tenant A's file, nor does re-labelling A's link.
    const forB = env().files.signedUrl(b.user.tenantId, icon.fileId, new Date());
    expect((await env().app.inject({ url: forB })).statusCode).toBe(404);
    const relabelled = icon.url.replace(a.user.tenantId, b.user.tenantId);
    expect((await env().app.inject({ url: relabelled })).statusCode).toBe(403);
    expect((await env().app.inject({ url: icon.url })).statusCode).toBe(200);
  });

  it('refuses another user’s file in the same tenant, and keeps a reference a record already holds', async () => {
    const owner = await apiFor(env());
    const other = await env().login({ tenantCode: owner.user.tenantCode, functionPoints: CATEGORY });
    const mine = await iconOf(env(), owner.user.token);

    const taken = await env().call(categoryEndpoints.create, category(mine.fileId), other.token);
    expect(taken.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });

    const { id } = await owner.ok(categoryEndpoints.create, category(mine.fileId));
    const kept = await env().call(categoryEndpoints.update, { id, ...category(mine.fileId) }, other.token);
    expect(kept.json()).toMatchObject({ success: true });
    const own = await iconOf(env(), other.token);
    const changed = await env().call(categoryEndpoints.update, { id, ...category(own.fileId) }, other.token);
    expect(changed.json()).toMatchObject({ success: true });
    const back = await env().call(categoryEndpoints.update, { id, ...category(mine.fileId) }, other.token);
    expect(back.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });
  });

  it('lets the users of the file’s customer reference it, and no one else', async () => {
    const admin = await apiFor(env());
    const c1 = await admin.ok(customerEndpoints.createChannel, customerInput());
    const c2 = await admin.ok(customerEndpoints.createChannel, customerInput());
    const label = await withTenant(env().database.db, admin.user.tenantId, (tx) =>
      env().files.save(
        tx,
        { tenantId: admin.user.tenantId, name: 'label.pdf', mime: 'application/pdf', customerId: c1.id },
        Buffer.from('%PDF-1.4'),
      ),
    );
    const scoped = (customerId: string) =>
      env().login({
        tenantCode: admin.user.tenantCode,
        functionPoints: ALL_FUNCTION_POINTS,
        dataPermission: 'customer',
        customerIds: [customerId],
      });
    const outside = await scoped(c2.id);
    const refused = await env().call(categoryEndpoints.create, category(label.id), outside.token);
    expect(refused.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });
    const inside = await scoped(c1.id);
    const allowed = await env().call(
      customerEndpoints.updateChannelListDetail,
      { ...customerInput({ customerCode: c1.customerCode }), id: c1.id, businessLicenseFileId: label.id },
      inside.token,
    );
    expect(allowed.json()).toMatchObject({ success: true });
  });

  it('refuses a link whose expiry is not a number', async () => {
    const a = await apiFor(env());
    const icon = await a.ok(categoryEndpoints.uploadIcon, { fileName: 'a.png', content: png });
    const res = await env().app.inject({ url: icon.url.replace(/expires=\d+/, 'expires=abc') });
    expect(res.statusCode).toBe(403);
  });
});
