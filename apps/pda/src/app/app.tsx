import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { createLazyI18n, loadPdaTexts } from '@wms/i18n/pda';
import { readableColorsResolver } from '@wms/ui/theme';
import { I18nextProvider } from 'react-i18next';
import { SessionGate } from './session-gate.tsx';
import { pdaTheme } from './theme.ts';

const i18n = createLazyI18n();
/** The chosen language's texts: awaited before the first render (main.tsx). */
export const i18nReady = loadPdaTexts(i18n, i18n.language);

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={pdaTheme} cssVariablesResolver={readableColorsResolver}>
        <SessionGate />
      </MantineProvider>
    </I18nextProvider>
  );
}
