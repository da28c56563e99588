import { authEndpoints, encryptPassword } from '@wms/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { captchaTicket, loginThroughCaptcha, postAs, tokenThroughCaptcha } from '../../testing/login-flow.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

let now = new Date('2026-11-02T08:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describeEachDb(
  'login through the auth service',
  (env) => {
    it('logs in with a solved slider, the encrypted password and a one-time ticket', async () => {
      const user = await env().login({ functionPoints: ['system.account'] });
      const res = await loginThroughCaptcha(env(), `  ${user.account}  `, user.password);
      expect(res.json()).toMatchObject({
        success: true,
        data: { tokenType: 'Bearer', needChangePwd: false },
      });
      const info = await env().call(authEndpoints.getUserInfo, {}, res.json().data.accessToken);
      expect(info.json().data).toMatchObject({ id: user.userId, displayName: expect.any(String) });
    });

    it('needs a ticket, and a ticket works once', async () => {
      const user = await env().login();
      const password = await encryptPassword(user.password);
      const missing = await postAs(env(), authEndpoints.login, {
        account: user.account,
        password,
        ticket: '',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/^ticket: /);
      const ticket = await captchaTicket(env());
      const body = { account: user.account, password, ticket };
      expect((await postAs(env(), authEndpoints.login, body)).json().success).toBe(true);
      expect((await postAs(env(), authEndpoints.login, body)).json()).toMatchObject({
        code: 'CAPTCHA_REQUIRED',
      });
    });

    it('checks the account rule: 5–25 letters and digits', async () => {
      const ticket = await captchaTicket(env());
      const password = await encryptPassword('whatever1');
      for (const account of ['abcd', 'a'.repeat(26), 'bad-name', 'bad name']) {
        const res = await postAs(
          env(),
          authEndpoints.login,
          { account, password, ticket },
          { locale: 'zh-CN' },
        );
        expect(res.statusCode, account).toBe(400);
        expect(res.json().message).toMatch(/^account：/);
      }
    });

    it('answers a wrong password and an unknown account alike, in the request language', async () => {
      const user = await env().login();
      const wrong = (await loginThroughCaptcha(env(), user.account, 'Wrong1234', { locale: 'zh-CN' })).json();
      const unknown = (
        await loginThroughCaptcha(env(), 'nobody12345', 'Wrong1234', { locale: 'zh-CN' })
      ).json();
      expect(wrong).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '账号或密码错误' });
      expect(unknown).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '账号或密码错误' });
    });

    it('slows repeated failures, then locks the account for 15 minutes', async () => {
      const user = await env().login();
      const attempt = async (password = 'Wrong1234', ip = '10.0.0.1') =>
        (await loginThroughCaptcha(env(), user.account, password, { ip })).json();
      expect((await attempt()).code).toBe('LOGIN_FAILED');
      expect((await attempt()).code).toBe('LOGIN_FAILED');
      // Two failures: the next try must wait 2 s, even with the right password and from another address.
      expect(await attempt(user.password, '10.0.0.2')).toMatchObject({ code: 'LOGIN_TOO_FREQUENT' });
      advance(2_000);
      expect((await attempt()).code).toBe('LOGIN_FAILED');
      advance(4_000);
      expect((await attempt()).code).toBe('LOGIN_FAILED');
      advance(8_000);
      expect(await attempt()).toMatchObject({
        code: 'ACCOUNT_LOCKED',
        message: expect.stringMatching(/15 minutes/),
      });
      advance(60_000);
      expect((await attempt(user.password)).code).toBe('ACCOUNT_LOCKED');
      advance(15 * 60_000);
      expect((await attempt(user.password)).success).toBe(true);
    });

    it('limits attempts per address across accounts, whatever X-Forwarded-For claims', async () => {
      const ip = '10.9.9.9';
      const codes: string[] = [];
      for (let i = 0; i < 31; i++)
        codes.push(
          (
            await loginThroughCaptcha(env(), `ghost${i}x1`, 'Wrong1234', { ip, forwardedFor: `10.1.1.${i}` })
          ).json().code,
        );
      expect(codes.slice(0, 30).every((code) => code === 'LOGIN_FAILED')).toBe(true);
      expect(codes[30]).toBe('LOGIN_TOO_FREQUENT');
      advance(10 * 60_000);
      expect((await loginThroughCaptcha(env(), 'ghost0x1', 'Wrong1234', { ip })).json().code).toBe(
        'LOGIN_FAILED',
      );
    });

    it('lets only PDA accounts into the PDA, only with isPDA, and keeps them out of the back office', async () => {
      const pda = await env().login({ kind: 'pda' });
      const staff = await env().login();
      const noPdaPlan = await env().login({ kind: 'pda', plan: { isPDA: false } });
      const as = async (u: typeof pda, system: 'pda' | 'backoffice') =>
        (await loginThroughCaptcha(env(), u.account, u.password, { system })).json();
      expect((await as(pda, 'pda')).success).toBe(true);
      expect((await as(pda, 'backoffice')).code).toBe('PDA_ACCOUNT_ONLY');
      expect((await as(staff, 'pda')).code).toBe('PDA_ACCOUNT_REQUIRED');
      expect(await as(noPdaPlan, 'pda')).toMatchObject({
        code: 'VERSION_DENIED',
        message: 'This version can not perform such action!',
      });
    });

    it('refuses a disabled user at login and ends its open session (USR0015)', async () => {
      const user = await env().login();
      const token = await tokenThroughCaptcha(env(), user.account, user.password);
      await env().database.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.userId));
      expect((await loginThroughCaptcha(env(), user.account, user.password)).json().code).toBe('USR0015');
      const open = await env().call(authEndpoints.getUserInfo, {}, token);
      expect([open.statusCode, open.json().code]).toEqual([401, 'USR0015']);
    });

    it('logs out: the session is revoked and answers WBS00012 (401)', async () => {
      const user = await env().login();
      const token = await tokenThroughCaptcha(env(), user.account, user.password);
      expect((await env().call(authEndpoints.logout, {}, token)).json().success).toBe(true);
      const after = await env().call(authEndpoints.getUserInfo, {}, token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('WBS00012');
    });

    it('expires a session after 12 hours (WBS00012)', async () => {
      const user = await env().login();
      const token = await tokenThroughCaptcha(env(), user.account, user.password);
      advance(12 * 60 * 60 * 1000 + 1);
      const res = await env().call(authEndpoints.getUserInfo, {}, token);
      expect([res.statusCode, res.json().code]).toEqual([401, 'WBS00012']);
    });

    it('never sends a stored secret', () => assertNoSecrets(env()));
  },
  { clock: () => now },
);
