import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  clearedByChange,
  orderListEndpoints,
  routeTo,
  type TransferDetail,
  type TransferKind,
  transferCreateSchema,
  transferDateProblems,
  transferEndpoints,
  transferKinds,
} from '@wms/api';
import { CustomerSelect, DateField, useApiMutation, useApiQuery, useConfirm, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TransferFileInput } from './transfer-file-input.tsx';
import { TransferLinesTable } from './transfer-lines-table.tsx';

type FileRef = { id: string; name: string } | null;
const TRANSFER_LINE = { productId: '', qty: 1, boxQuantity: 0 };
const EMPTY = {
  kind: 'freight' as TransferKind,
  customerId: '',
  warehouseId: '',
  carrier: '',
  po: '',
  platform: '',
  platformCode: '',
  toWarehouseName: '',
  suggestPalletNum: 0,
  deliveryFee: 0,
  filePath: null as string | null,
  bol: null as string | null,
  filePathFile: null as FileRef,
  bolFile: null as FileRef,
  isPresale: false,
  isPallet: true,
  isPhotos: false,
  outLabelingQty: 0,
  productLabelingQty: 0,
  etd: '',
  eta: '',
  remark: '',
  customerRemarks: '',
  truckCompany: '',
  lines: [TRANSFER_LINE],
};
export type TransferFormValues = typeof EMPTY;

const fromDetail = (d: TransferDetail): TransferFormValues => ({
  ...EMPTY,
  ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, (d as Record<string, unknown>)[k] ?? ''])),
  filePath: d.filePath?.id ?? null,
  bol: d.bol?.id ?? null,
  filePathFile: d.filePath,
  bolFile: d.bol,
  isPresale: d.isPresale,
  isPallet: d.isPallet,
  isPhotos: d.isPhotos,
  lines: d.lines.map((l) => ({ productId: l.productId, qty: l.needPickQty, boxQuantity: l.boxQuantity })),
});
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Add a freight, trucking or transport order, or edit one before it is picked (kept alive in its tab).
 * A new customer clears the warehouse and products, a new warehouse the products, after a confirmation.
 */
export function TransferFormPage({ kind }: { kind?: TransferKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const create = useApiMutation(transferEndpoints.createTransShip);
  const update = useApiMutation(transferEndpoints.updateTransShip);
  const [confirmDialog, confirm] = useConfirm();
  const { form, submit, loading, record } = useEditForm(
    transferEndpoints.getTransShipEditList,
    id,
    transferCreateSchema,
    {
      initialValues: { ...EMPTY, kind: kind ?? 'freight' },
      toValues: fromDetail,
      save: async (raw) => {
        const input = transferCreateSchema.parse(raw);
        const saved = id ? await update.mutateAsync({ ...input, id }) : await create.mutateAsync(input);
        form.reset();
        navigate(routeTo(saved.kind === 'transport' ? 'transfers.transport' : 'transfers.freight-trucking'));
      },
    },
  );
  const values = form.getValues() as TransferFormValues;
  const warehouses = useApiQuery(
    orderListEndpoints.getWareHouseInfoByCustomerId,
    { customerId: values.customerId },
    { enabled: Boolean(values.customerId) },
  );
  const change = async (field: 'customerId' | 'warehouseId', value: string | null) => {
    const current = values[field];
    if (current === (value ?? '')) return;
    const dependents = clearedByChange(field);
    const hasDependents = dependents.some((d) =>
      d === 'lines' ? values.lines.some((l) => l.productId) : Boolean(values[d]),
    );
    const message =
      field === 'customerId' ? 'transfer:confirmChangeCustomer' : 'transfer:confirmChangeWarehouse';
    if (current && hasDependents && !(await confirm(t(message)))) return;
    form.setFieldValue(field, value ?? '');
    for (const d of dependents) form.setFieldValue(d, d === 'lines' ? [{ ...TRANSFER_LINE }] : '');
  };
  if (loading)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  const dateProblems = transferDateProblems({ etd: values.etd || null, eta: values.eta || null }, today());
  const input = (name: keyof TransferFormValues) => form.getInputProps(name);
  const fileProps = (field: 'filePath' | 'bol') => ({
    customerId: values.customerId,
    value: values[`${field}File`],
    testId: `transfer-${field}`,
    error: field === 'filePath' ? (form.errors.filePath as string | undefined) : undefined,
    onChange: (file: FileRef) => {
      form.setFieldValue(`${field}File`, file);
      form.setFieldValue(field, file?.id ?? null);
    },
  });
  return (
    <Stack p="md" data-testid="transfer-form">
      {confirmDialog}
      <Title order={3}>
        {record ? t('transfer:editTitle', { transID: record.transID }) : t('transfer:action.add')}
      </Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <Title order={5}>{t('transfer:basicInfo')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <Select
              label={t('transfer:kind')}
              withAsterisk
              disabled={Boolean(kind) || Boolean(id)}
              data={transferKinds.map((k) => ({ value: k, label: t(`transfer:${k}`) }))}
              {...input('kind')}
            />
            <CustomerSelect
              label={t('transfer:customer')}
              withAsterisk
              data-testid="transfer-customer"
              {...input('customerId')}
              onChange={(v) => change('customerId', v)}
            />
            <Select
              label={t('transfer:fromWarehouse')}
              withAsterisk
              data-testid="transfer-warehouse"
              data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
              {...input('warehouseId')}
              onChange={(v) => change('warehouseId', v)}
            />
            <TextInput label={t('transfer:po')} {...input('po')} />
            <TextInput label={t('transfer:platform')} {...input('platform')} />
            <TextInput label={t('transfer:platformCode')} {...input('platformCode')} />
            <TextInput label={t('transfer:toWarehouseName')} {...input('toWarehouseName')} />
            <TextInput label={t('transfer:carrier')} {...input('carrier')} />
            <TextInput label={t('transfer:truckCompany')} {...input('truckCompany')} />
            <DateField label={t('transfer:etd')} withAsterisk {...input('etd')} />
            <DateField label={t('transfer:eta')} {...input('eta')} />
            <NumberInput
              label={t('transfer:deliveryFee')}
              min={0}
              decimalScale={2}
              {...input('deliveryFee')}
            />
          </SimpleGrid>
          {dateProblems.map((p) => (
            <Alert key={p.field} color="yellow" data-testid={`transfer-${p.field}-window`}>
              {t(p.message as 'transfer:etdWindow')}
            </Alert>
          ))}
          <Title order={5}>{t('transfer:documents')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TransferFileInput label={t('transfer:filePath')} {...fileProps('filePath')} />
            <TransferFileInput label={t('transfer:bol')} {...fileProps('bol')} />
          </SimpleGrid>
          <Title order={5}>{t('transfer:labelling')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <NumberInput
              label={t('transfer:suggestPalletNum')}
              min={0}
              decimalScale={0}
              {...input('suggestPalletNum')}
            />
            <NumberInput
              label={t('transfer:outLabelingQty')}
              min={0}
              decimalScale={0}
              {...input('outLabelingQty')}
            />
            <NumberInput
              label={t('transfer:productLabelingQty')}
              min={0}
              decimalScale={0}
              {...input('productLabelingQty')}
            />
            <Group mt="lg">
              <Checkbox
                label={t('transfer:isPallet')}
                {...form.getInputProps('isPallet', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('transfer:isPhotos')}
                {...form.getInputProps('isPhotos', { type: 'checkbox' })}
              />
              <Checkbox
                label={t('transfer:isPresale')}
                {...form.getInputProps('isPresale', { type: 'checkbox' })}
              />
            </Group>
          </SimpleGrid>
          <TransferLinesTable form={form} values={values} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t('transfer:remark')} autosize minRows={2} {...input('remark')} />
            <Textarea
              label={t('transfer:customerRemarks')}
              autosize
              minRows={2}
              {...input('customerRemarks')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(routeTo('transfers.freight-trucking'))}>
              {t('resource:cancel')}
            </Button>
            <Button
              type="submit"
              data-testid="transfer-submit"
              loading={create.isPending || update.isPending}
            >
              {t('transfer:submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** Add or edit a freight or trucking order (the type is chosen on the form). */
export const FreightFormPage = () => <TransferFormPage />;
/** Add a transport order. */
export const TransportFormPage = () => <TransferFormPage kind="transport" />;
