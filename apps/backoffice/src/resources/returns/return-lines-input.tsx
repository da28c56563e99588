import { Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import { productEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

export type ReturnLine = { productId: string | null; quantity: number | string };
export const emptyLine = (): ReturnLine => ({ productId: null, quantity: 1 });
/** The lines as the contract takes them (the schema refuses an empty product or a bad quantity). */
export const linesInput = (lines: ReturnLine[]) =>
  lines.map((l) => ({ productId: l.productId ?? '', quantity: Number(l.quantity) }));

/** The products of a return and their quantities, chosen among one customer's products. */
export function ReturnLinesInput({
  customerId,
  lines,
  onChange,
}: {
  customerId: string;
  lines: ReturnLine[];
  onChange: (lines: ReturnLine[]) => void;
}) {
  const { t } = useTranslation();
  const products = useApiQuery(productEndpoints.getAllList, { customerId });
  const setLine = (index: number, patch: Partial<ReturnLine>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: product lines have no id until saved
        <Group key={index} align="flex-end" data-testid="return-line">
          <Select
            label={t('returns:product')}
            withAsterisk
            searchable
            data-testid="return-line-product"
            style={{ flex: 1 }}
            data={(products.data ?? []).map((p) => ({ value: p.id, label: p.productNo }))}
            value={line.productId}
            onChange={(productId) => setLine(index, { productId })}
          />
          <NumberInput
            label={t('returns:quantity')}
            withAsterisk
            min={1}
            w={120}
            value={line.quantity}
            onChange={(quantity) => setLine(index, { quantity })}
          />
        </Group>
      ))}
      <Button variant="light" onClick={() => onChange([...lines, emptyLine()])}>
        {t('returns:addProduct')}
      </Button>
    </Stack>
  );
}
