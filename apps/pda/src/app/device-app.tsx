import { Center, Loader } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { syncEndpoints } from '@wms/api/pda';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PdaDb, pdaDbName } from '../db/pda-db.ts';
import { createScanFeedback } from '../scan/scan-feedback.ts';
import { createPdaApi, type PdaApi } from './api.ts';
import { type PdaContextValue, PdaProvider } from './pda-context.tsx';
import { createPdaEngine } from './pda-engine.ts';
import { createPdaRouter, preloadTaskScreens } from './router.tsx';
import { type PdaIdentity, pdaSession } from './session.ts';
import { SignedOutPage } from './shell/signed-out-page.tsx';

/** The signed-in device: its own database (per tenant and user), sync engine and screens. */
function SignedInApp({ identity, api }: { identity: PdaIdentity; api: PdaApi }) {
  const [value] = useState<PdaContextValue>(() => {
    const db = new PdaDb(pdaDbName(identity.tenantId, identity.userId));
    return { identity, api, engine: createPdaEngine(db, api), feedback: createScanFeedback() };
  });
  const [router] = useState(createPdaRouter);
  useEffect(() => value.engine.start(), [value]);
  useEffect(() => {
    const id = setTimeout(preloadTaskScreens, 500);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    // Ask the browser not to evict the outbox under storage pressure (docs/architecture.md#outbox).
    void navigator.storage?.persist?.();
    return () => value.engine.db.close({ disableAutoOpen: false });
  }, [value]);
  return (
    <PdaProvider value={value}>
      <RouterProvider router={router} />
    </PdaProvider>
  );
}

/**
 * Everything past sign-in, in its own chunk (Dexie, the sync engine, the request layer with its
 * contract schemas, the router): who the device works for, not yet known (handshake) or known.
 */
export default function DeviceApp({ token }: { token: string }) {
  const { t, i18n } = useTranslation('pda');
  const [api] = useState(() => createPdaApi(i18n));
  const [identity, setIdentity] = useState(pdaSession.identity);
  const [failed, setFailed] = useState(false);
  useEffect(() => pdaSession.subscribe(() => setIdentity(pdaSession.identity())), []);
  const handshake = useCallback(() => {
    setFailed(false);
    api.call(syncEndpoints.getContext, {}).then(
      (ctx) => pdaSession.remember(ctx),
      () => setFailed(true),
    );
  }, [api]);
  const known = identity !== null;
  useEffect(() => {
    if (token && !known) handshake();
  }, [token, known, handshake]);

  return (
    <>
      <Notifications position="top-center" />
      {identity ? (
        <SignedInApp key={`${identity.tenantId}:${identity.userId}`} identity={identity} api={api} />
      ) : failed ? (
        <SignedOutPage message={t('connectFirst')} onRetry={handshake} />
      ) : (
        <Center mih="100dvh">
          <Loader size="xl" />
        </Center>
      )}
    </>
  );
}
