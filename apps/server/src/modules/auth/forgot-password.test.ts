import type { AddressInfo } from 'node:net';
import { authEndpoints, type Endpoint } from '@wms/api';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { type Mailer, smtpMailer } from '../../platform/mailer.ts';
import { postAs, tokenThroughCaptcha } from '../../testing/login-flow.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

interface Received {
  to: string[];
  raw: string;
}
const inbox: Received[] = [];
let port = 0;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Real nodemailer to the real listener; the port is only known once it listens. */
const mailer: Mailer = {
  send: (message) =>
    smtpMailer({ host: '127.0.0.1', port, secure: false, from: 'WMS <no-reply@wms.test>' }).send(message),
};

let now = new Date('2026-11-03T09:00:00Z');
/** The text body of a single-part mail, undoing the transfer encoding nodemailer chose. */
function bodyOf(mail: Received): string {
  const [head = '', ...rest] = mail.raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}
const codeIn = (mail: Received) => /\b(\d{6})\b/.exec(bodyOf(mail))?.[1];

describeEachDb(
  'forgot password by mail',
  (env) => {
    const post = (endpoint: Endpoint, body: object, locale = 'en') =>
      postAs(env(), endpoint, body, { locale }).then((res) => res.json());

    it('answers GetIsAdmin alike for every account, and refuses a code alike to all but an administrator at its address', async () => {
      const admin = await env().login({ isAdmin: true, email: 'boss@wms.test' });
      const staff = await env().login({ tenantCode: admin.tenantCode, email: 'staff@wms.test' });
      expect((await post(authEndpoints.getIsAdmin, { account: admin.account })).data).toEqual({
        isAdmin: true,
      });
      expect((await post(authEndpoints.getIsAdmin, { account: staff.account })).data).toEqual({
        isAdmin: true,
      });
      expect((await post(authEndpoints.getIsAdmin, { account: 'nobody12345' })).data).toEqual({
        isAdmin: true,
      });
      for (const body of [
        { account: 'nobody12345', email: 'staff@wms.test' },
        { account: admin.account, email: 'staff@wms.test' },
      ])
        expect(await post(authEndpoints.sendVerificationCode, body)).toMatchObject({
          success: false,
          code: 'CONTACT_ADMIN',
        });
      const refused = await post(
        authEndpoints.sendVerificationCode,
        { account: staff.account, email: 'staff@wms.test' },
        'zh-CN',
      );
      expect(refused).toMatchObject({
        success: false,
        code: 'CONTACT_ADMIN',
        message: '请联系账号管理员修改',
      });
    });

    it('mails a code that resets the password once, and ends the old sessions', async () => {
      const admin = await env().login({ isAdmin: true, email: 'Owner@WMS.test' });
      await env().database.db.update(users).set({ locale: 'en' }).where(eq(users.id, admin.userId));
      const oldSession = await tokenThroughCaptcha(env(), admin.account, admin.password);
      inbox.length = 0;
      const wrongAddress = await post(authEndpoints.sendVerificationCode, {
        account: admin.account,
        email: 'other@wms.test',
      });
      expect(wrongAddress.code).toBe('CONTACT_ADMIN');
      expect(inbox).toHaveLength(0);
      const sent = await post(authEndpoints.sendVerificationCode, {
        account: admin.account,
        email: 'owner@wms.test',
      });
      expect(sent).toMatchObject({
        success: true,
        message: 'If the account and email match, a verification code has been sent',
      });
      expect(inbox.map((m) => m.to.map((to) => to.toLowerCase()))).toEqual([['owner@wms.test']]);
      expect(inbox[0]!.raw).toContain('Subject: Your WMS verification code');
      const code = codeIn(inbox[0]!)!;
      expect(code).toMatch(/^\d{6}$/);
      const again = await post(authEndpoints.sendVerificationCode, {
        account: admin.account,
        email: 'owner@wms.test',
      });
      expect(again.code).toBe('RESET_CODE_TOO_FREQUENT');
      const reset = {
        account: admin.account,
        email: 'owner@wms.test',
        password: 'Renewed99',
        confirmPassword: 'Renewed99',
      };
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await post(authEndpoints.updatePassword, { ...reset, code: wrong })).code).toBe(
        'RESET_CODE_INVALID',
      );
      expect(await post(authEndpoints.updatePassword, { ...reset, code })).toMatchObject({
        success: true,
        message: 'The password has been reset, please log in',
      });
      expect((await post(authEndpoints.updatePassword, { ...reset, code })).code).toBe('RESET_CODE_INVALID');
      expect((await env().call(authEndpoints.getUserInfo, {}, oldSession)).json().code).toBe('WBS00012');
      await expect(tokenThroughCaptcha(env(), admin.account, 'Renewed99')).resolves.toBeTruthy();
    });

    it('lets a code expire after 10 minutes and die after 5 wrong tries', async () => {
      const admin = await env().login({ isAdmin: true, email: 'late@wms.test' });
      const body = { account: admin.account, email: 'late@wms.test' };
      inbox.length = 0;
      await post(authEndpoints.sendVerificationCode, body);
      const reset = {
        ...body,
        code: codeIn(inbox[0]!)!,
        password: 'Later1234',
        confirmPassword: 'Later1234',
      };
      now = new Date(now.getTime() + 10 * 60_000 + 1);
      expect((await post(authEndpoints.updatePassword, reset)).code).toBe('RESET_CODE_INVALID');
      await post(authEndpoints.sendVerificationCode, body);
      const fresh = { ...reset, code: codeIn(inbox[1]!)! };
      for (let i = 0; i < 5; i++)
        await post(authEndpoints.updatePassword, {
          ...fresh,
          code: fresh.code === '000000' ? '000001' : '000000',
        });
      expect((await post(authEndpoints.updatePassword, fresh)).code).toBe('RESET_CODE_INVALID');
    });

    it('never sends a stored secret', () => assertNoSecrets(env()));
  },
  { mailer, clock: () => now },
);

describeEachDb('forgot password without SMTP', (env) => {
  it('says mail is not configured', async () => {
    const admin = await env().login({ isAdmin: true, email: 'a@wms.test' });
    const res = await postAs(env(), authEndpoints.sendVerificationCode, {
      account: admin.account,
      email: 'a@wms.test',
    });
    expect(res.json()).toMatchObject({ success: false, code: 'MAIL_NOT_CONFIGURED' });
  });
});
