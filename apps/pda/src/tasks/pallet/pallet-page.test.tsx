import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@wms/api/pda';
import { createI18n } from '@wms/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PdaProvider } from '../../app/pda-context.tsx';
import { createPdaEngine } from '../../app/pda-engine.ts';
import { openMemoryDb } from '../../db/memory-db.ts';
import { listenForScans } from '../../scan/scan-bus.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import { PalletPage } from './pallet-page.tsx';

/** A wedge scanner: the code and Enter as one burst of keydown events, nothing focused. */
function scan(code: string) {
  for (const key of [...code, 'Enter'])
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

function setup() {
  const db = openMemoryDb();
  const beeps: string[] = [];
  // The device is offline: scans queue, the debounced flush fails and waits.
  const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  const api = createApiClient({
    system: 'pda',
    getToken: () => null,
    getLocale: () => 'en',
    text: (k) => k,
    fetch: offline,
  });
  const value = {
    engine: createPdaEngine(db, api),
    api,
    feedback: { ok: () => beeps.push('ok'), fail: () => beeps.push('fail') },
    identity: { tenantId: 't', userId: 'u', account: 'a', displayName: 'A' },
  };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider>
        <PdaProvider value={value}>
          <PalletPage />
        </PdaProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { db, beeps };
}

describe('pallet screen', () => {
  // main.tsx starts the app's detector before anything renders.
  let stop = () => {};
  beforeAll(() => {
    stop = listenForScans(window);
  });
  afterAll(() => stop());
  afterEach(cleanup);

  it('takes wedge scans anywhere: a pallet code, then cartons, beeping for each result', async () => {
    const { db, beeps } = setup();
    await screen.findByText('Scan a pallet code');
    scan('PL00000007');
    await waitFor(() => expect(screen.getByTestId('pallet-code').textContent).toBe('PL00000007'));
    scan('CT-1');
    scan('CT-2');
    scan('CT-1');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Carton CT-1 is already on pallet PL00000007'),
    );
    await waitFor(() => expect(screen.getByTestId('carton-qty').textContent).toBe('2'));
    expect(beeps).toEqual(['ok', 'ok', 'ok', 'fail']);
    expect((await pendingBatch(db, 10)).map((e) => e.type)).toEqual([
      'pallet.open',
      'pallet.addCarton',
      'pallet.addCarton',
    ]);
  });

  it('adds products with the chosen quantity, typed by hand', async () => {
    const { db } = setup();
    scan('PL00000008');
    await screen.findByTestId('pallet-code');
    fireEvent.click(screen.getByText('Scan product'));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.change(screen.getByLabelText('Type a code'), { target: { value: 'SKU-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('product-qty').textContent).toBe('3'));
    expect(await screen.findByText('SKU-9 × 3')).toBeTruthy();
    expect((await pendingBatch(db, 10)).at(-1)?.payload).toMatchObject({ productNo: 'SKU-9', qty: 3 });
  });
});
