import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createApiClient } from '@wms/api/pda';
import { createI18n } from '@wms/i18n';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PdaProvider } from '../app/pda-context.tsx';
import { createPdaEngine } from '../app/pda-engine.ts';
import { openMemoryDb } from '../db/memory-db.ts';
import type { OutboxEvent } from '../db/pda-db.ts';
import { SyncPage } from './sync-page.tsx';

const event = (deviceSeq: number, over: Partial<OutboxEvent>): OutboxEvent => ({
  deviceSeq,
  eventId: `00000000-0000-7000-8000-${String(deviceSeq).padStart(12, '0')}`,
  deviceId: 'd',
  type: 'pallet.addCarton',
  payload: { palletCode: 'PL00000001', cartonNo: `C${deviceSeq}` },
  createdAt: new Date().toISOString(),
  state: 'pending',
  ...over,
});

describe('sync screen', () => {
  afterEach(cleanup);

  it('counts the outbox, shows refusals with their reason, and dismisses them', async () => {
    const db = openMemoryDb();
    const refused = 'Pallet PL00000001 is finished and can no longer be changed';
    // Seq 1 was synced: it has left the outbox and is in the tally.
    await db.meta.put({ key: 'synced', value: { applied: 1, duplicate: 0 } });
    await db.outbox.bulkAdd([
      event(2, {
        state: 'rejected',
        result: { status: 'rejected', eventId: 'y', code: 'PALLET_FINISHED', message: refused },
      }),
      event(3, {}),
    ]);
    const i18n = createI18n('en');
    const api = createApiClient({
      system: 'pda',
      getToken: () => null,
      getLocale: () => 'en',
      text: (k) => k,
    });
    const engine = createPdaEngine(db, api);
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <PdaProvider
            value={{
              engine,
              api,
              feedback: { ok() {}, fail() {} },
              identity: { tenantId: 't', userId: 'u', account: 'a', displayName: 'A' },
            }}
          >
            <SyncPage />
          </PdaProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('count-Pending sync').textContent).toBe('1'));
    expect(screen.getByTestId('count-Needs review').textContent).toBe('1');
    expect(screen.getByTestId('count-Synced').textContent).toBe('1');
    expect(screen.getByText(refused)).toBeTruthy();
    expect(screen.getByText('PL00000001 · C3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByText('No rejected or conflicting scans')).toBeTruthy());
    expect((await db.outbox.get(2))?.dismissedAt).toBeTruthy();
    expect(await db.outbox.count()).toBe(2);
  });
});
