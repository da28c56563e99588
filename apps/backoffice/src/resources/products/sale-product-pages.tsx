import { routeTo, saleProductEndpoints } from '@wms/api';
import { MissingRecord, useApiQuery } from '@wms/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SaleProductEditForm, SaleProductRelateForm } from './sale-product-forms.tsx';
import { SaleProductsPage } from './sale-products.resource.tsx';

/**
 * `/product/sale/edit?id=` and `/product/sale/relate?id=`: the sale product list with the edit or relate
 * form open on that product; closing or saving returns to the list. Without an id, or with one that finds
 * nothing, the page says so and links back.
 */
function SaleProductFormPage({ form }: { form: 'edit' | 'relate' }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const found = useApiQuery(saleProductEndpoints.get, { id }, { enabled: Boolean(id) });
  const back = routeTo('products.sale');
  if (!id || found.isError)
    return (
      <MissingRecord
        what={form === 'edit' ? 'products:saleEdit' : 'products:saleRelate'}
        backTo={back}
        backLabel="products:sale"
        notFound={Boolean(id)}
      />
    );
  const Form = form === 'edit' ? SaleProductEditForm : SaleProductRelateForm;
  return (
    <>
      <SaleProductsPage />
      {found.data && (
        <Form rows={[found.data]} onClose={() => navigate(back)} onDone={() => navigate(back)} />
      )}
    </>
  );
}

export const SaleProductEditPage = () => <SaleProductFormPage form="edit" />;
export const SaleProductRelatePage = () => <SaleProductFormPage form="relate" />;
