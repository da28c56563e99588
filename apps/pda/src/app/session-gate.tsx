import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pdaSession } from './session.ts';
import { SignInPage } from './shell/sign-in-page.tsx';
import { createSignInApi } from './sign-in-api.ts';

/** Past sign-in: loaded on demand, precached by the service worker once installed (offline as before). */
const DeviceApp = lazy(() => import('./device-app.tsx'));

function useToken() {
  const [token, setToken] = useState(pdaSession.token);
  useEffect(() => pdaSession.subscribe(() => setToken(pdaSession.token())), []);
  return token;
}

const waiting = (
  <Center mih="100dvh">
    <Loader size="xl" />
  </Center>
);

/** Nobody signed in: the sign-in screen (a small first load). Otherwise the device app. */
export function SessionGate() {
  const { i18n } = useTranslation();
  const [signInApi] = useState(() => createSignInApi(i18n));
  const token = useToken();
  if (!token) return <SignInPage api={signInApi} />;
  return (
    <Suspense fallback={waiting}>
      <DeviceApp token={token} />
    </Suspense>
  );
}
