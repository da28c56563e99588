import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  customerEndpoints,
  customerStoreEndpoints,
  salesPlatformEndpoints,
  warehouseEndpoints,
} from '@wms/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { storeAuthorizations } from '../../db/schema/index.ts';
import { AMAZON_DEFAULTS, type AmazonApp } from '../../platform/amazon-app.ts';
import { type Api, apiFor, customerInput, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { assertNoSecrets } from '../../testing/secrets.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const REFRESH_TOKEN = 'Atzr|refresh-token-that-never-leaves';

async function storesOf(api: Api, platforms: string[]) {
  const warehouse = await api.ok(warehouseEndpoints.create, warehouseInput());
  const customer = await api.ok(
    customerEndpoints.createChannel,
    customerInput({ warehouseIds: [warehouse.id] }),
  );
  const stores = [];
  for (const [i, platform] of platforms.entries())
    stores.push(
      await api.ok(customerStoreEndpoints.create, { customerId: customer.id, name: `Shop-${i}`, platform }),
    );
  return { customer, stores };
}

describeEachDb('platform list and shop authorisation without an Amazon application', (env) => {
  it('says plainly which settings are missing and never authorises a store', async () => {
    const admin = await apiFor(env());
    const platforms = await admin.ok(salesPlatformEndpoints.getAll, {});
    expect(platforms.find((p) => p.code === 'amazon')).toMatchObject({
      authorization: 'oauth',
      name_En: 'Amazon',
    });
    expect(await admin.ok(salesPlatformEndpoints.getAmazonConfig, {})).toEqual({
      configured: false,
      missing: ['AMAZON_SP_APP_ID', 'AMAZON_LWA_CLIENT_ID', 'AMAZON_LWA_CLIENT_SECRET'],
      redirectUri: '',
    });
    const { stores } = await storesOf(admin, ['Amazon']);
    for (const locale of ['en', 'zh-CN']) {
      const refused = await admin.raw(
        salesPlatformEndpoints.amazonAuthorize,
        { storeId: stores[0]!.id },
        locale,
      );
      expect(refused.body.code).toBe('AMAZON_NOT_CONFIGURED');
      expect(refused.body.message).toContain(
        'AMAZON_SP_APP_ID, AMAZON_LWA_CLIENT_ID, AMAZON_LWA_CLIENT_SECRET',
      );
    }
    const [row] = await admin.ok(salesPlatformEndpoints.getStoreAuthList, {});
    expect(row).toMatchObject({ isAuthorized: false, canAuthorize: true, authorizedTime: null });
  });
});

const amazon: AmazonApp = {
  ...AMAZON_DEFAULTS,
  applicationId: 'amzn1.sp.solution.test-app',
  clientId: 'amzn1.application-oa2-client.test',
  clientSecret: 'lwa-client-secret-test',
};
const exchanged: URLSearchParams[] = [];
let tokenServer: Server;

describeEachDb(
  'shop authorisation through Amazon',
  (env) => {
    beforeAll(async () => {
      // Login with Amazon's token endpoint, played by a local listener: it answers the form as Amazon does.
      tokenServer = createServer((request, reply) => {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', () => {
          const form = new URLSearchParams(body);
          exchanged.push(form);
          const good = form.get('code') === 'good-code' && form.get('client_secret') === amazon.clientSecret;
          reply.writeHead(good ? 200 : 400, { 'content-type': 'application/json' });
          reply.end(
            JSON.stringify(
              good
                ? {
                    access_token: 'Atza|x',
                    refresh_token: REFRESH_TOKEN,
                    token_type: 'bearer',
                    expires_in: 3600,
                  }
                : { error: 'invalid_grant', error_description: 'The authorization code is invalid' },
            ),
          );
        });
      });
      await new Promise<void>((resolve) => tokenServer.listen(0, '127.0.0.1', resolve));
      amazon.tokenUrl = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}/auth/o2/token`;
    });
    afterAll(() => new Promise<void>((resolve) => tokenServer.close(() => resolve())));

    it('redirects to the consent page, exchanges the code, keeps the token sealed and can revoke', async () => {
      const admin = await apiFor(env());
      const { customer, stores } = await storesOf(admin, ['Amazon', 'ebay']);
      const [amazonStore, ebayStore] = stores;
      expect((await admin.ok(salesPlatformEndpoints.getAmazonConfig, {})).configured).toBe(true);
      const unsupported = await admin.raw(salesPlatformEndpoints.amazonAuthorize, { storeId: ebayStore!.id });
      expect(unsupported.body.code).toBe('PLATFORM_AUTH_UNSUPPORTED');

      const { url } = await admin.ok(salesPlatformEndpoints.amazonAuthorize, { storeId: amazonStore!.id });
      const consent = new URL(url);
      expect(consent.origin + consent.pathname).toBe(AMAZON_DEFAULTS.consentUrl);
      expect(consent.searchParams.get('application_id')).toBe(amazon.applicationId);
      expect(consent.searchParams.get('version')).toBe('beta');
      const state = consent.searchParams.get('state')!;

      const badCode = await admin.raw(salesPlatformEndpoints.amazonCallback, {
        state,
        spapi_oauth_code: 'stale-code',
        selling_partner_id: 'A1SELLER',
      });
      expect(badCode.body).toMatchObject({ code: 'PLATFORM_AUTH_FAILED' });
      expect(badCode.body.message).toContain('The authorization code is invalid');
      const forged = await admin.raw(salesPlatformEndpoints.amazonCallback, {
        state: `${state.slice(0, -4)}AAAA`,
        spapi_oauth_code: 'good-code',
        selling_partner_id: 'A1SELLER',
      });
      expect(forged.body.code).toBe('PLATFORM_AUTH_STATE_INVALID');
      // A state issued to one user is no good to another.
      const other = await env().login({
        tenantCode: admin.user.tenantCode,
        functionPoints: ['system:platform:authorize'],
      });
      const stolen = await env().call(
        salesPlatformEndpoints.amazonCallback,
        { state, spapi_oauth_code: 'good-code', selling_partner_id: 'A1SELLER' },
        other.token,
      );
      expect(stolen.json().code).toBe('PLATFORM_AUTH_STATE_INVALID');

      const done = await admin.ok(salesPlatformEndpoints.amazonCallback, {
        state,
        spapi_oauth_code: 'good-code',
        selling_partner_id: 'A1SELLER',
      });
      expect(done).toMatchObject({
        storeId: amazonStore!.id,
        isAuthorized: true,
        sellingPartnerId: 'A1SELLER',
      });
      expect(exchanged.at(-1)?.get('grant_type')).toBe('authorization_code');
      const list = await admin.ok(salesPlatformEndpoints.getStoreAuthList, { customerId: customer.id });
      expect(list.map((s) => [s.storeName, s.isAuthorized, s.canAuthorize])).toEqual([
        ['Shop-0', true, true],
        ['Shop-1', false, false],
      ]);
      const authorised = await admin.ok(customerStoreEndpoints.getAuthList, {});
      expect(authorised.map((s) => s.id)).toEqual([amazonStore!.id]);
      const [sealed] = await env().database.db.select().from(storeAuthorizations);
      expect(sealed?.refreshTokenSealed).not.toContain('refresh-token');
      await assertNoSecrets(env(), [REFRESH_TOKEN, amazon.clientSecret!, sealed!.refreshTokenSealed]);

      const revoked = await admin.ok(salesPlatformEndpoints.revokeStore, { storeId: amazonStore!.id });
      expect(revoked).toMatchObject({ isAuthorized: false, sellingPartnerId: '', authorizedTime: null });
      const reader = await apiFor(env(), ['system:platform:view']);
      expect(
        (await reader.raw(salesPlatformEndpoints.revokeStore, { storeId: amazonStore!.id })).status,
      ).toBe(403);
    });
  },
  { amazon },
);
