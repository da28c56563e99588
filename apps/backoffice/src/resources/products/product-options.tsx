import { type CategoryNode, categoryEndpoints, customerEndpoints, type Product } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Customer choices of the product forms (the first 100, by code). */
export function useCustomerOptions() {
  const customers = useApiQuery(customerEndpoints.getChannelList, { pageIndex: 1, pageSize: 100 });
  return (customers.data?.items ?? []).map((c) => ({
    value: c.id,
    label: `${c.customerCode} ${c.shortName}`,
  }));
}

/** Categories as a flat list with their path, in the user's language. */
export function useCategoryOptions() {
  const { i18n } = useTranslation();
  const tree = useApiQuery(categoryEndpoints.getTree, { onlyShown: false });
  const zh = i18n.language.startsWith('zh');
  const flat: { value: string; label: string }[] = [];
  const walk = (nodes: CategoryNode[], prefix: string) => {
    for (const node of nodes) {
      const label = `${prefix}${zh ? node.chineseName : node.englishName}`;
      flat.push({ value: node.id, label });
      walk(node.children, `${label} / `);
    }
  };
  walk(tree.data ?? [], '');
  return flat;
}

/** A product's category in the user's language (its zh or en name), falling back to the plain name. */
export function CategoryText({
  row,
}: {
  row: Pick<Product, 'categoryName' | 'categoryNameCn' | 'categoryNameEn'>;
}) {
  const { i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  return (zh ? row.categoryNameCn : row.categoryNameEn) ?? row.categoryName ?? '';
}
