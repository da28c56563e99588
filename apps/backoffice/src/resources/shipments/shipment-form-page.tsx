import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTAINER_TYPES,
  ETD_TIP_DAYS,
  etdWithinTipWindow,
  orderListEndpoints,
  productEndpoints,
  routeTo,
  type ShipmentDetail,
  shipmentCreateSchema,
  shipmentEndpoints,
  TRANSPORT_TYPES,
} from '@wms/api';
import { CustomerSelect, DateField, useApiMutation, useApiQuery, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

const LINE = { productId: '', cartonCount: 1, qty: 1, weight: 0, cbm: 0, value: 0 };
const EMPTY = {
  transportNo: '',
  containerNo: '',
  containerType: '40HQ' as (typeof CONTAINER_TYPES)[number],
  transportType: 'sea' as (typeof TRANSPORT_TYPES)[number],
  transportCompany: '',
  warehouseId: '',
  customerId: '',
  etd: '',
  eta: '',
  etaPort: '',
  etaWarehouse: '',
  boxNo: '',
  remark: '',
  lines: [LINE],
};
type Values = typeof EMPTY;

const fromDetail = (d: ShipmentDetail): Values & Record<string, unknown> => ({
  ...EMPTY,
  ...(Object.fromEntries(
    Object.keys(EMPTY).map((k) => [k, (d as Record<string, unknown>)[k] ?? '']),
  ) as Values),
  lines: d.lines.map((l) => ({
    productId: l.productId,
    cartonCount: l.cartonCount,
    qty: l.qty,
    weight: l.weight,
    cbm: l.cbm,
    value: l.value,
  })),
});
const round2 = (n: number) => Math.round(n * 100) / 100;
const today = () => new Date().toISOString().slice(0, 10);

/** Forecast a container, or edit one before it is verified (/shipment/list/add, /shipment/list/edit?id=). */
export function ShipmentFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const create = useApiMutation(shipmentEndpoints.create);
  const update = useApiMutation(shipmentEndpoints.update);
  const { form, submit, loading } = useEditForm(shipmentEndpoints.getDetail, id, shipmentCreateSchema, {
    initialValues: EMPTY as Values & Record<string, unknown>,
    toValues: fromDetail,
    save: async (raw) => {
      const body = shipmentCreateSchema.parse(raw);
      const saved = id ? await update.mutateAsync({ ...body, id }) : await create.mutateAsync(body);
      navigate(routeTo('shipments.detail', { id: saved.id }));
    },
  });
  const values = form.getValues() as unknown as Values;
  const warehouses = useApiQuery(
    orderListEndpoints.getWareHouseInfoByCustomerId,
    { customerId: values.customerId },
    { enabled: Boolean(values.customerId) },
  );
  const products = useApiQuery(
    productEndpoints.getAllList,
    { customerId: values.customerId },
    { enabled: Boolean(values.customerId) },
  );
  if (loading)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  const sum = (f: (l: Values['lines'][number]) => number) =>
    round2(values.lines.reduce((n, l) => n + (Number(f(l)) || 0), 0));
  const showEtdTip = values.etd && !etdWithinTipWindow(values.etd, today());
  return (
    <Stack p="md" data-testid="shipment-form">
      <Title order={3}>{t(id ? 'shell:route.shipmentEdit' : 'shell:route.shipmentAdd')}</Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <CustomerSelect
              label={t('shipments:customer')}
              withAsterisk
              {...form.getInputProps('customerId')}
            />
            <Select
              label={t('shipments:recWarehouse')}
              withAsterisk
              data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
              {...form.getInputProps('warehouseId')}
            />
            <TextInput
              label={t('shipments:transportNo')}
              placeholder={t('shipments:transportNoAuto')}
              {...form.getInputProps('transportNo')}
            />
            <TextInput
              label={t('shipments:containerNo')}
              withAsterisk
              {...form.getInputProps('containerNo')}
            />
            <Select
              label={t('shipments:containerType')}
              withAsterisk
              data={CONTAINER_TYPES.map((v) => ({ value: v, label: t(`shipments:containerType.${v}`) }))}
              {...form.getInputProps('containerType')}
            />
            <Select
              label={t('shipments:transportType')}
              withAsterisk
              data={TRANSPORT_TYPES.map((v) => ({ value: v, label: t(`shipments:transportType.${v}`) }))}
              {...form.getInputProps('transportType')}
            />
            <TextInput
              label={t('shipments:transportCompanyId')}
              {...form.getInputProps('transportCompany')}
            />
            <DateField label={t('shipments:etd')} withAsterisk {...form.getInputProps('etd')} />
            <DateField label={t('shipments:eta')} withAsterisk {...form.getInputProps('eta')} />
            <DateField label={t('shipments:etaPort')} {...form.getInputProps('etaPort')} />
            <DateField label={t('shipments:etaWName')} {...form.getInputProps('etaWarehouse')} />
            <TextInput label={t('shipments:boxNo')} {...form.getInputProps('boxNo')} />
          </SimpleGrid>
          {showEtdTip && (
            <Alert color="yellow" data-testid="etd-tip">
              {t('shipments:etdTip', { days: ETD_TIP_DAYS })}
            </Alert>
          )}
          <TextInput label={t('shipments:remark')} {...form.getInputProps('remark')} />
          <Title order={5}>{t('shipments:lines')}</Title>
          <Table withTableBorder data-testid="shipment-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shipments:productId')}</Table.Th>
                <Table.Th>{t('shipments:cartonCount')}</Table.Th>
                <Table.Th>{t('shipments:qty')}</Table.Th>
                <Table.Th>{t('shipments:weight')}</Table.Th>
                <Table.Th>{t('shipments:cbm')}</Table.Th>
                <Table.Th>{t('shipments:value')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.lines.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved
                <Table.Tr key={i}>
                  <Table.Td miw={220}>
                    <Select
                      aria-label={t('shipments:productId')}
                      searchable
                      data={(products.data ?? []).map((p) => ({
                        value: p.id,
                        label: `${p.productNo} ${p.nameEn}`,
                      }))}
                      {...form.getInputProps(`lines.${i}.productId`)}
                    />
                  </Table.Td>
                  {(['cartonCount', 'qty', 'weight', 'cbm', 'value'] as const).map((field) => (
                    <Table.Td key={field}>
                      <NumberInput
                        aria-label={t(`shipments:${field}`)}
                        min={0}
                        decimalScale={field === 'cartonCount' || field === 'qty' ? 0 : 2}
                        {...form.getInputProps(`lines.${i}.${field}`)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      disabled={values.lines.length === 1}
                      onClick={() => form.removeListItem('lines', i)}
                    >
                      {t('shipments:action.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr data-testid="shipment-totals">
                <Table.Td fw={600}>{t('shipments:totals')}</Table.Td>
                <Table.Td>{sum((l) => l.cartonCount)}</Table.Td>
                <Table.Td>{sum((l) => l.qty)}</Table.Td>
                <Table.Td>{sum((l) => l.weight)}</Table.Td>
                <Table.Td>{sum((l) => l.cbm)}</Table.Td>
                <Table.Td>{sum((l) => l.value)}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button variant="light" onClick={() => form.insertListItem('lines', { ...LINE })}>
              {t('shipments:addLine')}
            </Button>
            <Group>
              <Button variant="default" onClick={() => navigate(routeTo('shipments.list'))}>
                {t('resource:cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('resource:save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
