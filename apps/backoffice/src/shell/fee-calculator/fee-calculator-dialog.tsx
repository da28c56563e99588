import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  customerEndpoints,
  FEE_COUNTRIES,
  FEE_INPUT_MAX,
  FEE_UNITS,
  type FeeCalculationResult,
  type FeeCalculatorForm,
  feeCalculationOf,
  feeCalculatorEndpoints,
  feeCalculatorForm,
  formGirth,
  POSTAL_CODE_MAX,
  signatureTypes,
} from '@wms/api';
import { toLbsIn } from '@wms/i18n/format';
import {
  AppDialog,
  CustomerSelect,
  DataTable,
  Money,
  useApiMutation,
  useApiQuery,
  useLocale,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Values = Omit<FeeCalculatorForm, 'length' | 'width' | 'height' | 'weight' | 'signTypePrint' | 'unit'> & {
  signTypePrint: string;
  unit: number;
  length: number | string;
  width: number | string;
  height: number | string;
  weight: number | string;
};

/** Units are symbols, the same in both languages. */
const unitOf = (field: string, unit: number) =>
  field === 'weight' ? (unit === FEE_UNITS.kgCm ? 'kg' : 'lb') : unit === FEE_UNITS.kgCm ? 'cm' : 'in';

const EMPTY: Values = {
  customerId: '',
  warehouseId: '',
  signTypePrint: '',
  country: 'US',
  postalCode: '',
  unit: FEE_UNITS.lbsIn,
  length: '',
  width: '',
  height: '',
  weight: '',
};

/**
 * The navbar's fee calculator: a parcel priced for a customer from one of its warehouses (those the user
 * may see too) by every carrier service, with the zone, billing weight, triggered surcharges and fee lines.
 */
export function FeeCalculatorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useZodForm(feeCalculatorForm, { initialValues: EMPTY });
  const values = form.getValues();
  const warehouses = useApiQuery(
    customerEndpoints.getWarehouseList,
    { customerId: values.customerId },
    { enabled: opened && !!values.customerId },
  );
  const calculate = useApiMutation(feeCalculatorEndpoints.calculate, { invalidates: [] });
  const submit = form.onSubmit((typed) => {
    const parsed = feeCalculatorForm.parse(typed);
    calculate.mutate(feeCalculationOf({ ...parsed, ...toLbsIn(parsed, parsed.unit) }));
  });
  const number = (name: 'length' | 'width' | 'height' | 'weight', label: string) => (
    <NumberInput
      label={label}
      withAsterisk
      min={0}
      max={FEE_INPUT_MAX}
      decimalScale={2}
      suffix={` ${unitOf(name, values.unit)}`}
      {...form.getInputProps(name)}
    />
  );
  const sides = [values.length, values.width, values.height].map(Number);
  const hasSides = [values.length, values.width, values.height].every((v) => v !== '' && v !== null);
  return (
    <AppDialog opened={opened} onClose={onClose} title={t('shell:feeCalculator')} width={900}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <CustomerSelect
              label={t('shell:fee.customer')}
              withAsterisk
              {...form.getInputProps('customerId')}
              onChange={(v) => {
                form.setFieldValue('customerId', v ?? '');
                form.setFieldValue('warehouseId', '');
              }}
            />
            <Select
              label={t('shell:fee.originWarehouse')}
              withAsterisk
              data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
              {...form.getInputProps('warehouseId')}
            />
            <Select
              label={t('shell:fee.signingMethod')}
              withAsterisk
              data={signatureTypes.map((s) => ({ value: s, label: t(`orders:signType.${s}`) }))}
              {...form.getInputProps('signTypePrint')}
            />
          </Group>
          <Group grow align="flex-start">
            <Select
              label={t('shell:fee.country')}
              withAsterisk
              allowDeselect={false}
              data={FEE_COUNTRIES.map((c) => ({
                value: c.type,
                label: locale === 'en' ? c.nameEn : c.nameCn,
              }))}
              {...form.getInputProps('country')}
            />
            <TextInput
              label={t('shell:fee.postalCode')}
              withAsterisk
              maxLength={POSTAL_CODE_MAX}
              {...form.getInputProps('postalCode')}
            />
            <div>
              <Text size="sm" fw={500}>
                {t('shell:fee.unit')}
              </Text>
              <SegmentedControl
                data={[FEE_UNITS.lbsIn, FEE_UNITS.kgCm].map((u) => ({
                  value: String(u),
                  label: t(`shell:fee.unit.${u}`),
                }))}
                value={String(values.unit)}
                onChange={(v) => form.setFieldValue('unit', Number(v))}
              />
            </div>
          </Group>
          <Group grow align="flex-start">
            {number('length', t('shell:fee.length'))}
            {number('width', t('shell:fee.width'))}
            {number('height', t('shell:fee.height'))}
            {number('weight', t('shell:fee.netWeight'))}
          </Group>
          {hasSides && (
            <Text size="sm" data-testid="fee-girth">
              {t('shell:fee.girth')}: {formGirth({ length: sides[0]!, width: sides[1]!, height: sides[2]! })}
              {` ${unitOf('length', values.unit)}`}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={calculate.isPending}>
              {t('shell:fee.calculate')}
            </Button>
          </Group>
          {calculate.data && <FeeResults results={calculate.data} />}
        </Stack>
      </form>
    </AppDialog>
  );
}

function FeeResults({ results }: { results: FeeCalculationResult[] }) {
  const { t } = useTranslation();
  return (
    <DataTable
      data-testid="fee-results"
      records={results}
      rowKey={(r) => `${r.carrier}-${r.serviceCode}`}
      columns={[
        { accessor: 'serviceName', title: 'shell:fee.service' },
        { accessor: 'zone', title: 'shell:fee.zone' },
        { accessor: 'billingWeight', title: 'shell:fee.billingWeight', kind: 'lb' },
        { accessor: 'zoneItemStr', title: 'shell:fee.surchargeTrigger' },
        {
          key: 'lines',
          title: 'shell:fee.feeLines',
          render: (r) =>
            r.ok ? (
              <Stack gap={0}>
                {r.totalFee.map((line) => (
                  <Text size="sm" key={line.feeName} data-testid={`fee-line-${line.feeName}`}>
                    {t(`orders:fee.${line.feeName}`)}: <Money value={line.amount} />
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="red">
                {r.reason}
              </Text>
            ),
        },
        { accessor: 'total', title: 'shell:fee.totalFee', kind: 'money' },
      ]}
    />
  );
}
