import { routeTo } from '@wms/api';
import { Navigate, useSearchParams } from 'react-router-dom';

/** The product import page of the catalogue is the product list with its import dialog open. */
export function ProductImportLink() {
  const [params] = useSearchParams();
  params.set('dialog', 'import');
  return <Navigate replace to={routeTo('products.formal', Object.fromEntries(params))} />;
}
