import { type CategoryNode, categoryEndpoints, type Product } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

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
