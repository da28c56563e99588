import { routeTo } from '@wms/api';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * The import and multi-edit pages of the catalogue are the location list with its import dialog open
 * (the location and editLocation kinds are the dialog's two upload types).
 */
export function LocationImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={routeTo('warehouses.location', Object.fromEntries(params))} />;
}
