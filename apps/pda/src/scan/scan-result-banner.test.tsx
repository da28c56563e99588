import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createApiClient } from '@wms/api/pda';
import { createI18n } from '@wms/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PdaProvider } from '../app/pda-context.tsx';
import { createPdaEngine } from '../app/pda-engine.ts';
import { openMemoryDb } from '../db/memory-db.ts';
import { LocalRefusal } from '../sync/local-refusal.ts';
import { ScanResultBanner } from './scan-result-banner.tsx';
import { useScanRun } from './use-scan-run.ts';

let renders = 0;
let runScan: ReturnType<typeof useScanRun>['run'] = () => Promise.resolve();

/** A task screen reduced to its banner; counts its own renders. */
function Screen() {
  renders += 1;
  const scan = useScanRun();
  runScan = scan.run;
  return <ScanResultBanner last={scan.last} />;
}

function setup() {
  const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  const api = createApiClient({
    system: 'pda',
    getToken: () => null,
    getLocale: () => 'en',
    text: (k) => k,
    fetch: offline,
  });
  const value = {
    engine: createPdaEngine(openMemoryDb(), api),
    api,
    feedback: { ok: () => {}, fail: () => {} },
    identity: { tenantId: 't', userId: 'u', account: 'a', displayName: 'A' },
  };
  renders = 0;
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider>
        <PdaProvider value={value}>
          <Screen />
        </PdaProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('scan result banner', () => {
  afterEach(cleanup);

  it('shows the confirmation when the write resolves, in the same task, re-rendering only itself', async () => {
    setup();
    const rendered = renders;
    let commit = (_: string) => {};
    const write = new Promise<string>((resolve) => {
      commit = resolve;
    });
    const run = runScan('CT-1', () => write);
    await Promise.resolve();
    expect(screen.queryByTestId('scan-result')).toBeNull();
    commit('Carton CT-1 recorded');
    await run;
    // No waiting for a scheduled render: the text is there as soon as the run has finished.
    expect(screen.getByTestId('scan-result').textContent).toBe('Carton CT-1 recorded');
    expect(renders).toBe(rendered);
  });

  it('shows a refusal in red, and a tap clears it', async () => {
    setup();
    await act(() =>
      runScan('PL1', () => Promise.reject(new LocalRefusal('PALLET_CLOSED', { palletCode: 'PL1' }))),
    );
    const banner = screen.getByTestId('scan-result');
    expect(banner.dataset.ok).toBe('false');
    expect(banner.textContent).toContain('PL1');
    act(() => fireEvent.click(banner));
    expect(screen.queryByTestId('scan-result')).toBeNull();
  });
});
