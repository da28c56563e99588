import { routeTo } from '@wms/api';
import { Navigate, useSearchParams } from 'react-router-dom';

/** The drop-shipping order import page of the catalogue is the order list with its import dialog open. */
export function OrderImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={routeTo('orders.drop-shipping', Object.fromEntries(params))} />;
}
