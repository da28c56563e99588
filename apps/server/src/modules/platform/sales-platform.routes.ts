import { SALES_PLATFORMS, salesPlatformEndpoints } from '@wms/api';
import { amazonMissing } from '../../platform/amazon-app.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { assertAuthorizable, consentUrl, exchangeCode, storeOfState } from './amazon-auth.ts';
import { findStore, storeAuthorizationService } from './store-authorization.service.ts';

/** Platforms and shop authorisation; the Amazon code is exchanged outside any transaction. */
export function salesPlatformRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(salesPlatformEndpoints, {
    getAll: async () => SALES_PLATFORMS.map((p) => ({ ...p })),
    getStoreAuthList: inTenant((tx, p, input) => storeAuthorizationService.list(tx, p, input.customerId)),
    getAmazonConfig: async () => {
      const missing = amazonMissing(deps.amazon);
      return { configured: missing.length === 0, missing, redirectUri: deps.amazon.redirectUri ?? '' };
    },
    amazonAuthorize: inTenant(async (tx, p, input) => {
      const store = await findStore(tx, p, input.storeId);
      assertAuthorizable(store.platform);
      return { url: consentUrl(deps.amazon, deps.secrets, p, store.id, deps.clock()) };
    }),
    amazonCallback: async (input, ctx) => {
      const storeId = storeOfState(deps.secrets, ctx.principal, input.state, deps.clock());
      await deps.inTenant(ctx, async (tx) =>
        assertAuthorizable((await findStore(tx, ctx.principal, storeId)).platform),
      );
      const refreshToken = await exchangeCode(deps.amazon, input.spapi_oauth_code);
      return deps.inTenant(ctx, async (tx) => {
        const store = await findStore(tx, ctx.principal, storeId);
        const grant = {
          sellingPartnerId: input.selling_partner_id,
          refreshTokenSealed: deps.secrets.seal(refreshToken),
        };
        return storeAuthorizationService.save(tx, ctx.principal, store, grant, deps.clock());
      });
    },
    revokeStore: inTenant((tx, p, input) =>
      storeAuthorizationService.revoke(tx, p, input.storeId, deps.clock()),
    ),
  });
}
