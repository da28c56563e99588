import { createContext, type ReactNode, useContext } from 'react';
import type { ScanFeedback } from '../scan/scan-feedback.ts';
import type { PdaApi } from './api.ts';
import type { PdaEngine } from './pda-engine.ts';
import type { PdaIdentity } from './session.ts';

export interface PdaContextValue {
  identity: PdaIdentity;
  api: PdaApi;
  engine: PdaEngine;
  feedback: ScanFeedback;
}

const PdaContext = createContext<PdaContextValue | null>(null);

export function PdaProvider({ value, children }: { value: PdaContextValue; children: ReactNode }) {
  return <PdaContext.Provider value={value}>{children}</PdaContext.Provider>;
}

/** The signed-in device: its identity, request layer, database and sync engine. */
export function usePda(): PdaContextValue {
  const value = useContext(PdaContext);
  if (!value) throw new Error('usePda outside PdaProvider');
  return value;
}
