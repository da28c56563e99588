import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { createI18n } from '@wms/i18n';
import { I18nextProvider } from 'react-i18next';
import { createPdaApi } from './api.ts';
import { SessionGate } from './session-gate.tsx';
import { pdaTheme } from './theme.ts';

const i18n = createI18n();
const api = createPdaApi(i18n);

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={pdaTheme}>
        <Notifications position="top-center" />
        <SessionGate api={api} />
      </MantineProvider>
    </I18nextProvider>
  );
}
