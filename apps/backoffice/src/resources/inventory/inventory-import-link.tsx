import { Navigate, useSearchParams } from 'react-router-dom';

/** The inventory import page of the catalogue is the location inventory with its import dialog open. */
export function InventoryImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={`/inventory/location/index?${params}`} />;
}
