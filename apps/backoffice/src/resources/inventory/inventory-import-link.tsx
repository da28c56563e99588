import { routeTo } from '@wms/api';
import { Navigate, useSearchParams } from 'react-router-dom';

/** The inventory import page of the catalogue is the location inventory with its import dialog open. */
export function InventoryImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={routeTo('inventory.location', Object.fromEntries(params))} />;
}
