import {
  type Endpoint,
  type EndpointInput,
  tenantAccessEndpoints,
  tenantAdminEndpoints,
  tenantEndpoints,
  userEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { expect, it } from 'vitest';
import { loginThroughCaptcha, tokenThroughCaptcha } from '../../testing/login-flow.ts';
import { warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';

type Body = {
  success: boolean;
  code: string;
  message: string;
  data: { id: string } & Record<string, unknown>;
};
let seq = 0;

const call = async <E extends Endpoint>(
  env: TestEnv,
  endpoint: E,
  input: EndpointInput<E>,
  token: string,
  locale = 'en',
) => {
  const res = await env.call(endpoint, input, token, locale);
  return { status: res.statusCode, ...(res.json() as Body) };
};

const newTenant = (overrides: Record<string, unknown> = {}) => {
  const n = `${process.pid}y${++seq}`;
  return {
    code: `new${n}`,
    name: `New tenant ${n}`,
    edition: 'standard' as const,
    orderLimit: 500,
    warehouseLimit: 1,
    customerLimit: 3,
    isPDA: false,
    adminAccount: `boss${n}`.replace(/[^A-Za-z0-9]/g, ''),
    adminDisplayName: 'Boss',
    adminEmail: null,
    adminPassword: 'Welcome123',
    ...overrides,
  };
};

describeEachDb('tenant onboarding by the platform operator', (env) => {
  const operator = () =>
    env().login({
      functionPoints: ['develop:tenants:manage', 'develop:tenant:review'],
      plan: { isPlatform: true },
    });

  it('creates a tenant whose administrator must change the password, then configure it', async () => {
    const op = await operator();
    const input = newTenant();
    const created = await call(env(), tenantAdminEndpoints.createTenant, input, op.token);
    expect(created).toMatchObject({
      success: true,
      message: 'The tenant has been created',
      data: { code: input.code, edition: 'standard', orderLimit: 500, isDisabled: false, initialized: false },
    });
    const again = await call(
      env(),
      tenantAdminEndpoints.createTenant,
      { ...input, adminAccount: 'other12345' },
      op.token,
      'zh-CN',
    );
    expect(again).toMatchObject({ code: 'TENANT_CODE_EXISTS', message: `租户编码 ${input.code} 已存在` });
    const sameAdmin = await call(
      env(),
      tenantAdminEndpoints.createTenant,
      newTenant({ adminAccount: input.adminAccount }),
      op.token,
    );
    expect(sameAdmin.code).toBe('ACCOUNT_EXISTS');
    const listed = await call(env(), tenantAdminEndpoints.getTenantList, { keyword: input.code }, op.token);
    expect(listed.data).toMatchObject({ total: 1, items: [{ adminAccount: input.adminAccount }] });

    // not the platform: refused, and no tenant list
    const stranger = await env().login({ functionPoints: ['develop:tenants:manage'] });
    expect((await call(env(), tenantAdminEndpoints.createTenant, newTenant(), stranger.token)).code).toBe(
      'PLATFORM_ONLY',
    );
    expect((await call(env(), tenantAdminEndpoints.getTenantList, {}, stranger.token)).code).toBe(
      'PLATFORM_ONLY',
    );

    const first = await loginThroughCaptcha(env(), input.adminAccount, 'Welcome123');
    expect(first.json().data.needChangePwd).toBe(true);
    const firstToken = first.json().data.accessToken as string;
    const blocked = await call(env(), warehouseEndpoints.create, warehouseInput(), firstToken);
    expect(blocked.code).toBe('PASSWORD_CHANGE_REQUIRED');
    await call(
      env(),
      userEndpoints.updatePasswordNew,
      { password: 'Changed789', confirmPassword: 'Changed789' },
      firstToken,
    );
    const token = await tokenThroughCaptcha(env(), input.adminAccount, 'Changed789');
    const info = await call(env(), tenantEndpoints.getTenantInfo, {}, token);
    expect(info.data).toMatchObject({ id: created.data.id, initialized: false, valueAdded: false });
    expect((await call(env(), tenantAdminEndpoints.finishInit, {}, token)).data).toEqual({
      initialized: true,
    });
    expect((await call(env(), tenantEndpoints.getTenantInfo, {}, token)).data).toMatchObject({
      initialized: true,
    });

    // the standard edition meets the version gate on a value-added action
    const gate = await call(
      env(),
      tenantAccessEndpoints.productDataPush,
      { partnerTenantId: op.tenantId },
      token,
    );
    expect(gate).toMatchObject({
      code: 'VERSION_DENIED',
      message: 'This version can not perform such action!',
    });
    const gateZh = await call(
      env(),
      tenantAccessEndpoints.productDataPush,
      { partnerTenantId: op.tenantId },
      token,
      'zh-CN',
    );
    expect(gateZh.message).toBe('当前版本无法执行此操作！');
    // the administrator manages no other tenant
    expect((await call(env(), tenantAdminEndpoints.getTenantList, {}, token)).code).toBe('PLATFORM_ONLY');
  });

  it('applies an approved plan change at once, and disabling ends the sessions', async () => {
    const op = await operator();
    const input = newTenant();
    const { data: tenant } = await call(env(), tenantAdminEndpoints.createTenant, input, op.token);
    const first = await tokenThroughCaptcha(env(), input.adminAccount, 'Welcome123');
    await call(
      env(),
      userEndpoints.updatePasswordNew,
      { password: 'Changed789', confirmPassword: 'Changed789' },
      first,
    );
    const token = await tokenThroughCaptcha(env(), input.adminAccount, 'Changed789');
    expect((await call(env(), warehouseEndpoints.create, warehouseInput(), token)).success).toBe(true);
    const over = await call(env(), warehouseEndpoints.create, warehouseInput(), token);
    expect(over.code).toBe('PLAN_WAREHOUSE_LIMIT');

    const purchase = await call(
      env(),
      tenantEndpoints.createPurchase,
      {
        edition: 'professional',
        years: 1,
        orderQuota: 1000,
        warehouseLimit: 3,
        customerLimit: 10,
        isPDA: true,
      },
      token,
    );
    await call(
      env(),
      tenantEndpoints.reviewPurchase,
      { id: (purchase.data as { id: string }).id, approve: true },
      op.token,
    );
    expect((await call(env(), warehouseEndpoints.create, warehouseInput(), token)).success).toBe(true);
    expect((await call(env(), tenantEndpoints.getTenantInfo, {}, token)).data).toMatchObject({
      edition: 'professional',
      orderLimit: 1000,
      warehouseLimit: 3,
    });

    const disabled = await call(
      env(),
      tenantAdminEndpoints.setTenantDisabled,
      { id: tenant.id, isDisabled: true },
      op.token,
    );
    expect(disabled.data).toMatchObject({ isDisabled: true });
    const after = await call(env(), tenantEndpoints.getTenantInfo, {}, token);
    expect(after.status).toBe(401);
    const relogin = (await loginThroughCaptcha(env(), input.adminAccount, 'Changed789')).json();
    expect(relogin.code).toBe('USR0015');
    expect(
      (
        await call(
          env(),
          tenantAdminEndpoints.setTenantDisabled,
          { id: op.tenantId, isDisabled: true },
          op.token,
        )
      ).code,
    ).toBe('TENANT_PLATFORM_LOCKED');
    await call(env(), tenantAdminEndpoints.setTenantDisabled, { id: tenant.id, isDisabled: false }, op.token);
    expect(await tokenThroughCaptcha(env(), input.adminAccount, 'Changed789')).toBeTruthy();
  });

  it('never sends a stored secret', () => assertNoSecrets(env()));
});
