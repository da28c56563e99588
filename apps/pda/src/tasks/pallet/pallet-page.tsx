import { Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useState } from 'react';
import { usePda } from '../../app/pda-context.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { palletActions } from './pallet-actions.ts';
import { PalletPrompt } from './pallet-prompt.tsx';
import { PalletWorkbench, type ScanMode } from './pallet-workbench.tsx';

/** Pallet codes look like PL00000042: scanning one while a pallet is open switches to it. */
const PALLET_CODE = /^PL\d{8}$/;

/** The pallet task: one pallet at a time, every scan queued offline-first. */
export function PalletPage() {
  const { engine } = usePda();
  const { db } = engine;
  const actions = useMemo(() => palletActions(db), [db]);
  const scan = useScanRun();
  const [mode, setMode] = useState<ScanMode>('carton');
  const [qty, setQty] = useState(1);
  const current = useLiveQuery(async () => {
    const code = (await db.meta.get('currentPallet'))?.value as string | null | undefined;
    return code ? ((await db.pallets.get(code)) ?? null) : null;
  }, [db]);

  const settings = useRef({ mode, qty });
  settings.current = { mode, qty };

  /** Decided when the scan's turn comes, from the database, not from what the screen showed. */
  function onCode(code: string) {
    void scan.run(code, async () => {
      const open = (await db.meta.get('currentPallet'))?.value as string | null | undefined;
      if (!open || PALLET_CODE.test(code)) return actions.open(code);
      if (settings.current.mode === 'carton') return actions.addCarton(open, code);
      return actions.addProduct(open, code, settings.current.qty);
    });
  }
  useScanner(onCode);

  if (current === undefined) return null;
  return (
    <Stack gap="md">
      <ScanResultBanner last={scan.last} />
      {current ? (
        <PalletWorkbench
          pallet={current}
          mode={mode}
          qty={qty}
          onMode={setMode}
          onQty={setQty}
          onCode={onCode}
          onRemove={(lineId) => void scan.run(lineId, () => actions.removeLine(current.palletCode, lineId))}
          onClose={() => void scan.run(current.palletCode, () => actions.close(current.palletCode))}
          onSwitch={() => void db.meta.put({ key: 'currentPallet', value: null })}
        />
      ) : (
        <PalletPrompt onCode={onCode} />
      )}
    </Stack>
  );
}
