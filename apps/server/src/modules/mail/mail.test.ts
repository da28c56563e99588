import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import {
  billEndpoints,
  customerEndpoints,
  type MailLog,
  mailAccountEndpoints,
  mailLogEndpoints,
  mailRecipientEndpoints,
  miscFeeEndpoints,
} from '@wms/api';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailAccounts } from '../../db/schema/index.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { enqueueMailRetries, MAIL_MAX_ATTEMPTS } from './mail-push.job.ts';
import { mailPushService } from './mail-push.service.ts';

const PASSWORD = 'Mail-9c4e-unique-secret';

interface Received {
  from: string;
  to: string[];
  user: string;
  raw: string;
}
const inbox: Received[] = [];
/** While set, the listener refuses every recipient with a temporary failure. */
let refuse = false;
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authMethods: ['PLAIN', 'LOGIN'],
  logger: false,
  onAuth(auth, _session, done) {
    if (auth.password !== PASSWORD) return done(new Error('535 Authentication failed'));
    done(null, { user: auth.username ?? '' });
  },
  onRcptTo(_address, _session, done) {
    if (!refuse) return done();
    const error = new Error('Mailbox busy, try later') as Error & { responseCode: number };
    error.responseCode = 451;
    done(error);
  },
  onData(stream, session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        user: String(session.user ?? ''),
        raw,
      });
      done();
    });
  },
});
let port = 0;
/** A port nothing listens on: taken, then let go. */
let deadPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  deadPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

let now = new Date('2026-11-03T09:00:00Z');
const custom = (over: Record<string, unknown> = {}) => ({
  provider: 'custom' as const,
  mailEmail: `ops-${Math.random().toString(36).slice(2, 7)}@wms.test`,
  mailAccout: 'ops-login',
  mailStmp: '127.0.0.1',
  mailPort: port,
  mailSel: 'none' as const,
  mailPassword: PASSWORD,
  ...over,
});

describeEachDb(
  'mail: outgoing accounts, receivers, the log and pushed events',
  (env) => {
    let w: StockWorld;
    let accountId = '';
    beforeAll(async () => {
      w = await stockWorld(env(), 1);
    });

    it('stores the password sealed, never answers it, keeps it on an edit without one, and holds providers to their servers', async () => {
      const made = await w.api.ok(mailAccountEndpoints.create, custom());
      accountId = made.id;
      expect(made).toMatchObject({ passwordSet: true, isDefault: true, mailStmp: '127.0.0.1' });
      expect(made).not.toHaveProperty('mailPassword');
      const [row] = await w.run((tx) => tx.select().from(mailAccounts).where(eq(mailAccounts.id, made.id)));
      expect(JSON.stringify(row)).not.toContain(PASSWORD);
      expect(env().app.deps.secrets.open(row!.sealedPassword)).toBe(PASSWORD);

      const { mailPassword: _p, ...plain } = custom({ mailEmail: made.mailEmail });
      const edited = await w.api.ok(mailAccountEndpoints.update, {
        ...plain,
        id: made.id,
        mailPassword: '',
        isDefault: true,
      });
      expect(edited.passwordSet).toBe(true);
      const [after] = await w.run((tx) => tx.select().from(mailAccounts).where(eq(mailAccounts.id, made.id)));
      expect(after!.sealedPassword).toBe(row!.sealedPassword);

      const wrongServer = await w.api.raw(
        mailAccountEndpoints.create,
        custom({ provider: 'gmail', mailPort: 465 }),
      );
      expect(wrongServer.status).toBe(400);
      const gmail = await w.api.ok(
        mailAccountEndpoints.create,
        custom({ provider: 'gmail', mailStmp: 'smtp.gmail.com', mailPort: 465, mailSel: 'ssl' }),
      );
      expect(gmail.isDefault).toBe(false);
      const taken = await w.api.raw(
        mailAccountEndpoints.create,
        custom({ mailEmail: made.mailEmail }),
        'zh-CN',
      );
      expect(taken.body).toMatchObject({ success: false, code: 'MAIL_ACCOUNT_EXISTS' });
      expect(taken.body.message).toContain(made.mailEmail);
      await w.api.ok(mailAccountEndpoints.delete, { id: gmail.id });
    });

    it('sends a test mail through the account to the local listener, logged as sent', async () => {
      const sent = await w.api.raw(mailAccountEndpoints.sendTest, { id: accountId, to: 'boss@acme.test' });
      expect(sent.body.message).toBe('The test mail was sent');
      const log = sent.body.data as MailLog;
      expect(log).toMatchObject({ event: 'test', state: 'sent', attempts: 1, toList: ['boss@acme.test'] });
      const mail = inbox.at(-1)!;
      expect(mail.to).toEqual(['boss@acme.test']);
      expect(mail.user).toBe('ops-login');
      expect(mail.raw).toMatch(/Subject: /);
    });

    it('refuses a test mail the server could not send, with the reason, and logs it as failed', async () => {
      const dead = await w.api.ok(mailAccountEndpoints.create, custom({ mailPort: deadPort }));
      const refused = await w.api.raw(mailAccountEndpoints.sendTest, { id: dead.id, to: 'boss@acme.test' });
      expect(refused.body).toMatchObject({ success: false, code: 'MAIL_SEND_FAILED' });
      expect(refused.body.message).toMatch(/ECONNREFUSED/);
      const failed = await w.api.ok(mailLogEndpoints.getPageList, { state: 'failed' });
      expect(failed.items.map((l) => l.fromEmail)).toContain(dead.mailEmail);
      await w.api.ok(mailAccountEndpoints.delete, { id: dead.id });
    });

    it('pushes an issued bill to the receivers and CC through the queue, leaving out whoever is away', async () => {
      const lists = await w.api.ok(mailRecipientEndpoints.save, {
        customerId: w.customerId,
        receivers: [
          { email: 'ap@acme.test', name: 'Accounts payable' },
          { email: 'holiday@acme.test', name: 'On holiday' },
        ],
        cc: [{ email: 'cfo@acme.test', name: '' }],
        away: [{ email: 'holiday@acme.test', from: '2026-11-01', until: '2026-11-10' }],
      });
      expect(lists.receivers).toHaveLength(2);
      const customers = await w.api.ok(mailRecipientEndpoints.getPageList, {});
      expect(customers.items.find((c) => c.customerId === w.customerId)).toMatchObject({
        receiverCount: 2,
        ccCount: 1,
        awayCount: 1,
      });
      const fee = await w.api.ok(miscFeeEndpoints.create, {
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        feeType: 'Relabelling',
        amount: 12.5,
        happenDate: '2026-10-03',
      });
      await w.api.ok(miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
      const before = inbox.length;
      const [bill] = await w.api.ok(billEndpoints.closeMonth, {
        billMonth: '2026-10',
        customerId: w.customerId,
      });
      const queued = await w.api.ok(mailLogEndpoints.getPageList, { event: 'billIssued' });
      expect(queued.items[0]).toMatchObject({ state: 'queued', sourceNo: bill!.invoiceNo });
      expect(inbox.length).toBe(before);
      await env().app.deps.jobs.drain();
      const mail = inbox.at(-1)!;
      expect(mail.to.sort()).toEqual(['ap@acme.test', 'cfo@acme.test']);
      expect(mail.raw).toContain(bill!.invoiceNo);
      const sent = await w.api.ok(mailLogEndpoints.getPageList, { event: 'billIssued' });
      expect(sent.items[0]).toMatchObject({ state: 'sent', attempts: 1, toList: ['ap@acme.test'] });
    });

    it('retries a refused push on the queue with growing waits, fails it after the last attempt, and sends it again by hand', async () => {
      const queue = () =>
        withTenant(env().database.db, w.principal.tenantId, (tx) =>
          mailPushService.queue(
            tx,
            {
              tenantId: w.principal.tenantId,
              customerId: w.customerId,
              event: 'returnAutoHandled',
              sourceNo: 'RT-1',
              params: { returnNo: 'RT-1', days: 7 },
              userId: null,
            },
            now,
          ),
        );
      const stateOf = async (id: string) =>
        (await w.api.ok(mailLogEndpoints.getPageList, { pageSize: 100 })).items.find((l) => l.id === id)!;
      refuse = true;
      const id = (await queue())!;
      await env().app.deps.jobs.drain();
      expect(await stateOf(id)).toMatchObject({ state: 'retrying', attempts: 1 });
      expect((await stateOf(id)).lastError).toMatch(/451/);
      expect(await enqueueMailRetries(env().database.db, now)).toBe(0);
      now = new Date(now.getTime() + 2 * 60_000);
      expect(await enqueueMailRetries(env().database.db, now)).toBe(1);
      expect(await enqueueMailRetries(env().database.db, now)).toBe(0);
      await env().app.deps.jobs.drain();
      expect(await stateOf(id)).toMatchObject({ state: 'retrying', attempts: 2 });
      for (let attempt = 3; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + 60 * 60_000);
        await enqueueMailRetries(env().database.db, now);
        await env().app.deps.jobs.drain();
      }
      expect(await stateOf(id)).toMatchObject({ state: 'failed', attempts: MAIL_MAX_ATTEMPTS });

      refuse = false;
      const again = await w.api.ok(mailLogEndpoints.resend, { id });
      expect(again.state).toBe('queued');
      await env().app.deps.jobs.drain();
      expect(await stateOf(id)).toMatchObject({ state: 'sent', attempts: 1 });
      expect(inbox.at(-1)!.raw).toContain('RT-1');
      const twice = await w.api.raw(mailLogEndpoints.resend, { id });
      expect(twice.body).toMatchObject({ success: false, code: 'MAIL_LOG_NOT_RESENDABLE' });
    });

    it("keeps a customer's user to its own customer's lists and never answers a password", async () => {
      const b = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const token = await loginCustomerUser(env(), w.principal.tenantId, w.customerId, ['system:mail:view']);
      const own = await env().call(mailRecipientEndpoints.getPageList, {}, token);
      expect(own.json().data.items.map((c: { customerId: string }) => c.customerId)).toEqual([w.customerId]);
      const theirs = await env().call(mailRecipientEndpoints.get, { customerId: b.id }, token);
      expect(theirs.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
      expect((await w.api.ok(mailRecipientEndpoints.get, { customerId: b.id })).receivers).toEqual([]);
      await assertNoSecrets(env(), [PASSWORD]);
    });
  },
  { clock: () => now },
);
