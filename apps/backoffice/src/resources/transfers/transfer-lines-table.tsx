import { Button, Group, NumberInput, Select, Table, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { productEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

const LINE = { productId: '', qty: 1, boxQuantity: 0 };

/** What the table reads of the order form. */
interface LineValues {
  customerId: string;
  warehouseId: string;
  lines: (typeof LINE)[];
}

/** The product lines of the form: the customer's products, units and cartons, with the totals. */
export function TransferLinesTable({
  form,
  values,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's values are the zod input plus the file names
  form: UseFormReturnType<any>;
  values: LineValues;
}) {
  const { t } = useTranslation();
  const products = useApiQuery(
    productEndpoints.getAllList,
    { customerId: values.customerId },
    { enabled: Boolean(values.customerId) },
  );
  const options = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.productNo} ${p.nameEn}` }));
  const sum = (f: (l: (typeof values.lines)[number]) => number) =>
    values.lines.reduce((n, l) => n + (Number(f(l)) || 0), 0);
  return (
    <>
      <Group justify="space-between">
        <Title order={5}>{t('transfer:lineCount')}</Title>
        <Button
          variant="light"
          size="xs"
          data-testid="transfer-add-line"
          disabled={!values.warehouseId}
          onClick={() => form.insertListItem('lines', { ...LINE })}
        >
          {t('transfer:addProduct')}
        </Button>
      </Group>
      <Table withTableBorder data-testid="transfer-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transfer:productNo')}</Table.Th>
            <Table.Th>{t('transfer:needPickQty')}</Table.Th>
            <Table.Th>{t('transfer:boxQuantity')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.lines.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved
            <Table.Tr key={i}>
              <Table.Td miw={260}>
                <Select
                  aria-label={t('transfer:productNo')}
                  searchable
                  disabled={!values.warehouseId}
                  data={options}
                  {...form.getInputProps(`lines.${i}.productId`)}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={t('transfer:needPickQty')}
                  min={1}
                  decimalScale={0}
                  {...form.getInputProps(`lines.${i}.qty`)}
                />
              </Table.Td>
              <Table.Td>
                <NumberInput
                  aria-label={t('transfer:boxQuantity')}
                  min={0}
                  decimalScale={0}
                  {...form.getInputProps(`lines.${i}.boxQuantity`)}
                />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  disabled={values.lines.length === 1}
                  onClick={() => form.removeListItem('lines', i)}
                >
                  {t('transfer:removeProduct')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr data-testid="transfer-totals">
            <Table.Td fw={600}>{t('transfer:qtyTotal')}</Table.Td>
            <Table.Td>{sum((l) => l.qty)}</Table.Td>
            <Table.Td>{sum((l) => l.boxQuantity)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </>
  );
}
