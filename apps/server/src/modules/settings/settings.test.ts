import {
  feeCalculatorEndpoints,
  pdaPickEndpoints,
  SETTINGS_DEFAULTS,
  scoringEndpoints,
  settingsEndpoints,
} from '@wms/api';
import { toLbsIn } from '@wms/i18n/format';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { createOrder, type OrderWorld, orderWorld, putStock } from '../../testing/order-kit.ts';
import { loginPdaPicker, outbox, pickListOf, pushAs } from '../../testing/pda-pick-kit.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';

const MINUTE = 60_000;
let offsetMs = 0;
/** The server's clock, moved by the tests; sessions are opened at real time. */
const clock = () => new Date(Date.now() + offsetMs);

describeEachDb(
  'system settings',
  (env) => {
    let w: OrderWorld;
    const call = async (endpoint: Parameters<TestEnv['call']>[0], input: unknown, token = w.token) => {
      const res = await env().call(endpoint, input as never, token, 'en');
      return { status: res.statusCode, ...res.json() };
    };
    const saved = async (endpoint: Parameters<TestEnv['call']>[0], input: unknown) => {
      const out = await call(endpoint, input);
      expect(out, out.message).toMatchObject({ success: true });
      return out.data;
    };
    beforeAll(async () => {
      w = await orderWorld(env());
    });
    afterEach(() => {
      offsetMs = 0;
    });

    it('reads defaults, validates each group by its schema and keeps a tenant’s settings to itself', async () => {
      expect((await call(settingsEndpoints.getAll, {})).data).toEqual(SETTINGS_DEFAULTS);
      const zero = await call(settingsEndpoints.saveShipping, { defaultDimDivisor: 0 });
      expect(zero).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(zero.message).toContain('defaultDimDivisor');
      const long = await call(settingsEndpoints.saveBasic, { sessionHours: 73 });
      expect(long).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(long.message).toContain('sessionHours');
      const data = await saved(settingsEndpoints.saveMisc, { pickLeaseMinutes: 15 });
      expect(data).toEqual({ ...SETTINGS_DEFAULTS, misc: { pickLeaseMinutes: 15 } });
      expect((await call(settingsEndpoints.getAll, {})).data.misc).toEqual({ pickLeaseMinutes: 15 });
      const stranger = await env().login({ functionPoints: [] });
      expect((await call(settingsEndpoints.getAll, {}, stranger.token)).data).toEqual(SETTINGS_DEFAULTS);
      await saved(settingsEndpoints.saveMisc, SETTINGS_DEFAULTS.misc);
    });

    it('saves a group only for a holder of that group’s function point', async () => {
      const basicOnly = await env().login({
        tenantCode: w.user.tenantCode,
        functionPoints: ['system.basic-settings', 'system:basic-settings:update'],
      });
      const ok = await call(settingsEndpoints.saveBasic, { sessionHours: 12 }, basicOnly.token);
      expect(ok.success, ok.message).toBe(true);
      for (const [endpoint, input] of [
        [settingsEndpoints.saveShipping, { defaultDimDivisor: 200 }],
        [settingsEndpoints.saveMisc, { pickLeaseMinutes: 10 }],
        [settingsEndpoints.saveOther, { scoringWindowDays: 30 }],
      ] as const) {
        expect((await call(endpoint, input, basicOnly.token)).status).toBe(403);
      }
      expect((await call(settingsEndpoints.getAll, {})).data).toEqual(SETTINGS_DEFAULTS);
    });

    it('shipping: the default divisor prices parcels of a carrier the customer has no divisor for', async () => {
      const parcel = {
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        country: 'US',
        postalCode: '10001',
        signTypePrint: 'adult',
        // 19.69 × 15.75 × 11.81 in = 3662 in³, 13.23 lb
        ...toLbsIn({ length: 50, width: 40, height: 30, weight: 6 }, 2),
        systemType: 1,
      };
      const own = async () =>
        (await call(feeCalculatorEndpoints.calculate, parcel)).data.find(
          (r: { carrier: string }) => r.carrier === 'own',
        );
      // 3662 / 139 = 26.35 lb beats 13.23 lb
      expect(await own()).toMatchObject({ ok: true, billingWeight: 27 });
      await saved(settingsEndpoints.saveShipping, { defaultDimDivisor: 250 });
      // 3662 / 250 = 14.65 lb
      expect(await own()).toMatchObject({ ok: true, billingWeight: 15 });
      await saved(settingsEndpoints.saveShipping, SETTINGS_DEFAULTS.shipping);
    });

    it('basic: a login lasts the configured hours', async () => {
      await saved(settingsEndpoints.saveBasic, { sessionHours: 2 });
      const user = await env().login({ tenantCode: w.user.tenantCode, functionPoints: [] });
      expect((await call(settingsEndpoints.getAll, {}, user.token)).success).toBe(true);
      offsetMs = 3 * 60 * MINUTE;
      expect((await call(settingsEndpoints.getAll, {}, user.token)).status).toBe(401);
      // A login opened under the twelve hours still holds.
      expect((await call(settingsEndpoints.getAll, {})).success).toBe(true);
      offsetMs = 0;
      await saved(settingsEndpoints.saveBasic, SETTINGS_DEFAULTS.basic);
    });

    it('misc: a pick list lease lapses after the configured minutes without a scan', async () => {
      const holder = await loginPdaPicker(env(), w);
      const other = await loginPdaPicker(env(), w);
      await putStock(env(), w, 'SKU-001', 0, 10);
      const list = await pickListOf(env(), w, [1]);
      const dev = outbox();
      const out = await pushAs(env(), holder, dev.deviceId, [
        dev.event('pick.checkOut', { pickListId: list.id }),
      ]);
      expect(out.results[0]!.status).toBe('applied');
      const line = list.lines[0]!;
      const pick = { pickListId: list.id, lineId: line.id, locationId: line.locationId, qty: 1 };
      offsetMs = 10 * MINUTE;
      expect(await call(pdaPickEndpoints.confirmPick, pick, other.token)).toMatchObject({
        code: 'PICK_LEASED',
      });
      await saved(settingsEndpoints.saveMisc, { pickLeaseMinutes: 5 });
      // The holder's lease has lapsed: the other picker's online pick goes through.
      const picked = await call(pdaPickEndpoints.confirmPick, pick, other.token);
      expect(picked.success, picked.message).toBe(true);
      await saved(settingsEndpoints.saveMisc, SETTINGS_DEFAULTS.misc);
    });

    it('other: the scoring window decides which orders count towards the grade', async () => {
      offsetMs = -10 * 24 * 60 * MINUTE;
      await createOrder(env(), w);
      await createOrder(env(), w);
      offsetMs = 0;
      const volume = async () =>
        (await call(scoringEndpoints.getPortrait, { customerId: w.customerId })).data.indicators.find(
          (i: { indicator: string }) => i.indicator === 'orderVolume',
        ).value as number;
      const ninety = await volume();
      await saved(settingsEndpoints.saveOther, { scoringWindowDays: 7 });
      expect(await volume()).toBe(ninety - 2);
      await saved(settingsEndpoints.saveOther, SETTINGS_DEFAULTS.other);
    });
  },
  { clock },
);
