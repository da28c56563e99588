import { Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  contractEndpoints,
  FUEL_BASES,
  orderShippingEndpoints,
  type QuotationInput,
  quotationInput,
  WAREHOUSE_CHARGE_TYPES,
} from '@wms/api';
import { DateField, useApiMutation, useApiQuery, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { chargeLabel } from './charge-labels.ts';
import { WeightBreakGrid } from './weight-break-grid.tsx';

const SURCHARGES = [
  'remote',
  'extendedRemote',
  'dasRemote',
  'residential',
  'signature',
  'nonMachinable',
  'addressCorrection',
] as const;
const surchargeLabel = (name: (typeof SURCHARGES)[number]) => `customers:surcharge.${name}` as const;

const blank = (contractId: string): QuotationInput => ({
  contractId,
  effectiveFrom: '',
  logistics: [],
  warehouseCharges: [],
  surcharges: {
    remote: null,
    extendedRemote: null,
    dasRemote: null,
    residential: null,
    signature: null,
    nonMachinable: null,
    addressCorrection: null,
    fuelPercent: null,
    fuelBasis: 'freight',
  },
  peakSeason: [],
});
const orNull = (v: string | number) => (v === '' ? null : Number(v));

/** A new quotation version: one logistics service's zone × weight prices, warehouse charges, surcharges, peak season. */
export function QuotationForm({ contractId, onSaved }: { contractId: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const services = useApiQuery(orderShippingEndpoints.getLogisticsServiceList, {});
  const create = useApiMutation(contractEndpoints.createQuotation);
  const form = useZodForm(quotationInput, { initialValues: blank(contractId) });
  const values = form.getValues();
  const quote = values.logistics[0];
  const setZones = (text: string) => {
    const zones = text
      .split(',')
      .map((z) => z.trim())
      .filter(Boolean);
    const fit = (list: number[]) => zones.map((_, i) => list[i] ?? 0);
    form.setFieldValue('logistics.0', {
      ...quote!,
      zones,
      weightBreaks: quote!.weightBreaks.map((b) => ({ ...b, prices: fit(b.prices) })),
      minimums: fit(quote!.minimums),
    });
  };
  const pickService = (value: string | null) => {
    const [carrier = '', serviceCode = ''] = (value ?? '').split('|');
    if (!value) return form.setFieldValue('logistics', []);
    form.setFieldValue('logistics', [
      { carrier, serviceCode, zones: ['2'], weightBreaks: [{ upToLb: 1, prices: [0] }], minimums: [0] },
    ]);
  };
  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync(quotationInput.parse(v));
      form.setValues(blank(contractId));
      onSaved();
    } catch {
      // The request layer has shown the refusal; the form keeps what was typed.
    }
  });
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate data-testid="quotation-form">
      <Stack>
        <Title order={5}>{t('customers:quotation.add')}</Title>
        <Text size="sm" c="dimmed">
          {t('customers:quotation.addHint')}
        </Text>
        <DateField
          w={220}
          label={t('customers:quotation.effectiveFrom')}
          withAsterisk
          {...form.getInputProps('effectiveFrom')}
        />
        <Title order={6}>{t('customers:quotation.logistics')}</Title>
        <Group align="flex-end">
          <Select
            w={320}
            clearable
            label={t('customers:quotation.serviceCode')}
            data={(services.data ?? []).map((s) => ({
              value: `${s.carrier}|${s.serviceCode}`,
              label: `${s.carrier} · ${s.serviceName}`,
            }))}
            value={quote ? `${quote.carrier}|${quote.serviceCode}` : null}
            onChange={pickService}
          />
          {quote && (
            <TextInput
              w={260}
              label={t('customers:quotation.zones')}
              defaultValue={quote.zones.join(',')}
              onBlur={(e) => setZones(e.currentTarget.value)}
            />
          )}
        </Group>
        {quote && <WeightBreakGrid form={form} />}
        {quote && (
          <Button
            variant="light"
            w="fit-content"
            onClick={() =>
              form.insertListItem('logistics.0.weightBreaks', {
                upToLb: (quote.weightBreaks.at(-1)?.upToLb ?? 0) + 1,
                prices: quote.zones.map(() => 0),
              })
            }
          >
            {t('customers:quotation.addBreak')}
          </Button>
        )}
        {form.errors.logistics && (
          <Text c="red" size="sm">
            {form.errors.logistics}
          </Text>
        )}
        <Title order={6}>{t('customers:quotation.warehouseCharges')}</Title>
        {values.warehouseCharges.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position in the list the form edits
          <Group key={i} align="flex-end">
            <Select
              w={260}
              label={t('customers:quotation.chargeType')}
              allowDeselect={false}
              data={WAREHOUSE_CHARGE_TYPES.map((v) => ({ value: v, label: t(chargeLabel(v)) }))}
              {...form.getInputProps(`warehouseCharges.${i}.type`)}
            />
            <TextInput
              label={t('customers:quotation.chargeName')}
              {...form.getInputProps(`warehouseCharges.${i}.name`)}
            />
            <TextInput
              w={100}
              label={t('customers:quotation.unit')}
              {...form.getInputProps(`warehouseCharges.${i}.unit`)}
            />
            <NumberInput
              w={120}
              min={0}
              decimalScale={2}
              label={t('customers:quotation.price')}
              {...form.getInputProps(`warehouseCharges.${i}.price`)}
            />
            <Button variant="subtle" color="red" onClick={() => form.removeListItem('warehouseCharges', i)}>
              {t('customers:quotation.remove')}
            </Button>
          </Group>
        ))}
        <Button
          variant="light"
          w="fit-content"
          onClick={() =>
            form.insertListItem('warehouseCharges', {
              type: 'storage',
              name: t(chargeLabel('storage')),
              unit: 'm³/day',
              price: 0,
            })
          }
        >
          {t('customers:quotation.addCharge')}
        </Button>
        <Title order={6}>{t('customers:quotation.surcharges')}</Title>
        <Group>
          {SURCHARGES.map((name) => (
            <NumberInput
              key={name}
              w={170}
              min={0}
              decimalScale={2}
              label={t(surchargeLabel(name))}
              value={values.surcharges[name] ?? ''}
              onChange={(v) => form.setFieldValue(`surcharges.${name}`, orNull(v))}
            />
          ))}
          <NumberInput
            w={170}
            min={0}
            max={100}
            decimalScale={2}
            label={t('customers:quotation.fuelPercent')}
            value={values.surcharges.fuelPercent ?? ''}
            onChange={(v) => form.setFieldValue('surcharges.fuelPercent', orNull(v))}
          />
          <Select
            w={170}
            label={t('customers:quotation.fuelBasis')}
            allowDeselect={false}
            data={FUEL_BASES.map((b) => ({ value: b, label: t(`customers:quotation.fuelBasis.${b}`) }))}
            {...form.getInputProps('surcharges.fuelBasis')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
