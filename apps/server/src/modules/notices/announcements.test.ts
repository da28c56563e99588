import { announcementEndpoints, type Endpoint, noticeReadEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { describeEachDb, type TestUser } from '../../testing/test-env.ts';

const POINTS = ['system:notice:view', 'system:notice:edit', 'system:notice:publish'];
const draft = (over: Record<string, unknown> = {}) => ({
  titleCn: '系统维护',
  titleEn: 'Maintenance',
  content: '今晚维护',
  contentEn: 'Maintenance tonight',
  versionCode: 'v2.1.0',
  messageType: 2,
  deadlineTime: new Date(Date.now() + 3_600_000).toISOString(),
  ...over,
});

describeEachDb('announcements', (env) => {
  const call = async (endpoint: Endpoint, input: unknown, user: TestUser, locale = 'en') =>
    (await env().call(endpoint, input as never, user.token, locale)).json();
  const ok = async (endpoint: Endpoint, input: unknown, user: TestUser) => {
    const body = await call(endpoint, input, user);
    expect(body, body.message).toMatchObject({ success: true });
    return body.data;
  };

  it('moves draft → published → unpublished, pins only while published, edits only when not published', async () => {
    const admin = await env().login({ functionPoints: POINTS });
    const created = await ok(announcementEndpoints.create, draft(), admin);
    expect(created).toMatchObject({ type: 'draft', top: false, releaseTime: null });
    expect(await call(announcementEndpoints.pin, { id: created.id }, admin)).toMatchObject({
      success: false,
      code: 'ANNOUNCEMENT_STATE',
    });
    const published = await ok(announcementEndpoints.publish, { id: created.id }, admin);
    expect(published.type).toBe('published');
    expect(published.releaseTime).not.toBeNull();
    expect((await ok(announcementEndpoints.pin, { id: created.id }, admin)).top).toBe(true);
    const refused = await call(
      announcementEndpoints.update,
      { id: created.id, ...draft({ titleEn: 'X' }) },
      admin,
      'zh-CN',
    );
    expect(refused).toMatchObject({
      success: false,
      code: 'ANNOUNCEMENT_STATE',
      message: '公告当前状态不允许此操作',
    });
    const withdrawn = await ok(announcementEndpoints.unpublish, { id: created.id }, admin);
    expect(withdrawn).toMatchObject({ type: 'unpublished', top: false });
    const edited = await ok(
      announcementEndpoints.update,
      { id: created.id, ...draft({ titleEn: 'Edited' }) },
      admin,
    );
    expect(edited).toMatchObject({ titleEn: 'Edited', type: 'unpublished' });
    const list = await ok(
      announcementEndpoints.getList,
      { pageIndex: 1, pageSize: 10, type: 'unpublished' },
      admin,
    );
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([created.id]);
  });

  it('refuses writes without the function points and unknown ids', async () => {
    const admin = await env().login({ functionPoints: POINTS });
    const reader = await env().login({ tenantCode: admin.tenantCode, functionPoints: [] });
    const res = await env().call(announcementEndpoints.create, draft() as never, reader.token);
    expect(res.statusCode).toBe(403);
    expect(
      await call(announcementEndpoints.publish, { id: '0190f3b4-0000-7000-8000-000000000000' }, admin),
    ).toMatchObject({ success: false, code: 'ANNOUNCEMENT_NOT_FOUND' });
    expect(await call(announcementEndpoints.create, draft({ titleCn: ' ' }), admin)).toMatchObject({
      success: false,
      code: 'VALIDATION',
    });
  });

  it('shows the banner until its deadline and the update notice until not-prompt-again, to every user', async () => {
    const admin = await env().login({ functionPoints: POINTS });
    const reader = await env().login({ tenantCode: admin.tenantCode, functionPoints: [] });
    expect(await ok(noticeReadEndpoints.getAdvance, {}, reader)).toBeNull();
    const expired = await ok(
      announcementEndpoints.create,
      draft({ deadlineTime: new Date(Date.now() - 1000).toISOString(), versionCode: '' }),
      admin,
    );
    await ok(announcementEndpoints.publish, { id: expired.id }, admin);
    expect(await ok(noticeReadEndpoints.getAdvance, {}, reader)).toBeNull();
    const live = await ok(announcementEndpoints.create, draft(), admin);
    const second = await ok(
      announcementEndpoints.create,
      draft({ messageType: 1, titleEn: 'Fix', deadlineTime: null }),
      admin,
    );
    expect(await ok(noticeReadEndpoints.getAdvance, {}, reader)).toBeNull();
    await ok(announcementEndpoints.publish, { id: live.id }, admin);
    await ok(announcementEndpoints.publish, { id: second.id }, admin);
    const banner = await ok(noticeReadEndpoints.getAdvance, {}, reader);
    expect(banner).toMatchObject({ id: live.id, details: [{ contentEn: 'Maintenance tonight' }] });
    const notice = await ok(noticeReadEndpoints.getNew, {}, reader);
    expect(notice).toMatchObject({ versionCode: 'v2.1.0', preview: false, total: 2 });
    expect(notice.items.map((i: { titleEn: string }) => i.titleEn)).toEqual(['Fix', 'Maintenance']);
    const published = await ok(noticeReadEndpoints.getPublished, { pageIndex: 1, pageSize: 10 }, reader);
    expect(published.total).toBe(3);
    expect(await ok(noticeReadEndpoints.getVersions, {}, reader)).toMatchObject([{ versionCode: 'v2.1.0' }]);
    await ok(noticeReadEndpoints.notPromptAgain, { id: notice.id }, reader);
    expect(await ok(noticeReadEndpoints.getNew, {}, reader)).toBeNull();
    expect(await ok(noticeReadEndpoints.getNew, {}, admin)).toMatchObject({ versionCode: 'v2.1.0' });
    await ok(announcementEndpoints.unpublish, { id: live.id }, admin);
    expect(await ok(noticeReadEndpoints.getAdvance, {}, reader)).toBeNull();
  });
});
