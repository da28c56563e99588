import { Center, Loader } from '@mantine/core';
import { syncEndpoints } from '@wms/api';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PdaDb, pdaDbName } from '../db/pda-db.ts';
import { createScanFeedback } from '../scan/scan-feedback.ts';
import type { PdaApi } from './api.ts';
import { type PdaContextValue, PdaProvider } from './pda-context.tsx';
import { createPdaEngine } from './pda-engine.ts';
import { createPdaRouter } from './router.tsx';
import { type PdaIdentity, pdaSession } from './session.ts';
import { SignedOutPage } from './shell/signed-out-page.tsx';

function useSession() {
  const [, bump] = useState(0);
  useEffect(() => pdaSession.subscribe(() => bump((n) => n + 1)), []);
  return { token: pdaSession.token(), identity: pdaSession.identity() };
}

/** The signed-in device: its own database (per tenant and user), sync engine and screens. */
function SignedInApp({ identity, api }: { identity: PdaIdentity; api: PdaApi }) {
  const [value] = useState<PdaContextValue>(() => {
    const db = new PdaDb(pdaDbName(identity.tenantId, identity.userId));
    return { identity, api, engine: createPdaEngine(db, api), feedback: createScanFeedback() };
  });
  const [router] = useState(createPdaRouter);
  useEffect(() => value.engine.start(), [value]);
  useEffect(() => {
    // Ask the browser not to evict the outbox under storage pressure (DESIGN §6).
    void navigator.storage?.persist?.();
    return () => value.engine.db.close({ disableAutoOpen: false });
  }, [value]);
  return (
    <PdaProvider value={value}>
      <RouterProvider router={router} />
    </PdaProvider>
  );
}

/** Who is the device working for: nobody (signed out), not yet known (handshake), or a known user. */
export function SessionGate({ api }: { api: PdaApi }) {
  const { t } = useTranslation('pda');
  const { token, identity } = useSession();
  const [failed, setFailed] = useState(false);
  const known = identity !== null;
  const handshake = useCallback(() => {
    setFailed(false);
    api.call(syncEndpoints.getContext, {}).then(
      (ctx) => pdaSession.remember(ctx),
      () => setFailed(true),
    );
  }, [api]);
  useEffect(() => {
    if (token && !known) handshake();
  }, [token, known, handshake]);

  if (!token) return <SignedOutPage />;
  if (identity)
    return <SignedInApp key={`${identity.tenantId}:${identity.userId}`} identity={identity} api={api} />;
  if (failed) return <SignedOutPage message={t('connectFirst')} onRetry={handshake} />;
  return (
    <Center mih="100dvh">
      <Loader size="xl" />
    </Center>
  );
}
