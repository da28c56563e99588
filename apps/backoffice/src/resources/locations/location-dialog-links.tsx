import { routeTo } from '@wms/api';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * The import, multi-edit and code-division pages of the catalogue are the location list with its import
 * dialog open (the location, editLocation and codeDivision kinds are the dialog's upload types).
 */
export function LocationImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={routeTo('warehouses.location', Object.fromEntries(params))} />;
}
