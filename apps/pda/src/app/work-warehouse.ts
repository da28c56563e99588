import { useLiveQuery } from 'dexie-react-hooks';
import { usePda } from './pda-context.tsx';

export interface WorkWarehouse {
  id: string;
  name: string;
}

/**
 * The warehouse this device works in: the one the user chose (kept in the device database), else the first
 * of the account's warehouses. Screens that show "what is here" (stock lookup) keep to it.
 */
export function useWorkWarehouse(): {
  current: WorkWarehouse | null;
  all: WorkWarehouse[];
  choose: (id: string) => void;
} {
  const { identity, engine } = usePda();
  const all = identity.warehouses ?? [];
  const chosen = useLiveQuery(
    async () => ((await engine.db.meta.get('workWarehouse'))?.value as string | undefined) ?? null,
    [engine.db],
  );
  const current = all.find((w) => w.id === chosen) ?? all[0] ?? null;
  return {
    current,
    all,
    choose: (id: string) => void engine.db.meta.put({ key: 'workWarehouse', value: id }),
  };
}
