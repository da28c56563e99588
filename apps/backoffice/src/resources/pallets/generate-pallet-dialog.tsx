import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  PALLET_GENERATE_MAX,
  type PalletRow,
  palletCodeEndpoints,
  palletPrintSizes,
  palletUses,
  warehouseEndpoints,
} from '@wms/api';
import { printStore, type ResourceFormProps, SubmitDialog, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Generate a print run of pallet codes, then open its labels in the chosen print size. */
export function GeneratePalletDialog({ onClose, onDone }: ResourceFormProps<PalletRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  const [use, setUse] = useState<(typeof palletUses)[number]>('palletizing');
  const [printSize, setPrintSize] = useState<(typeof palletPrintSizes)[number]>('4x6');
  const [printer, setPrinter] = useState('');
  const [plqty, setPlqty] = useState(1);
  return (
    <SubmitDialog
      title={t('picking:generatePalletCode')}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async () => {
        const run = await api.call(palletCodeEndpoints.generate, {
          warehouseId: warehouseId ?? '',
          use,
          printSize,
          printer: printer || undefined,
          plqty,
        });
        const ids = run.items.map((p) => p.id);
        // the dialog closes while the labels go to the printer (or the install prompt offers the PDF)
        void printStore.printLabels({
          title: `${run.items[0]?.palletCode ?? ''} ×${ids.length}`,
          zpl: (options) => api.call(palletCodeEndpoints.printZpl, { ids, ...options }),
          pdf: async () => (await api.call(palletCodeEndpoints.print, { ids })).url,
        });
      }}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('picking:warehouse')}
          withAsterisk
          data={(warehouses.data ?? []).map((w) => ({ value: w.warehouseId, label: w.warehouseName }))}
          value={warehouseId}
          onChange={setWarehouseId}
        />
        <Select
          label={t('picking:use')}
          allowDeselect={false}
          data={palletUses.map((value) => ({ value, label: t(`picking:palletUse.${value}`) }))}
          value={use}
          onChange={(v) => setUse((v ?? 'palletizing') as typeof use)}
        />
        <Select
          label={t('picking:printSize')}
          allowDeselect={false}
          data={palletPrintSizes.map((value) => ({ value, label: `${value} in` }))}
          value={printSize}
          onChange={(v) => setPrintSize((v ?? '4x6') as typeof printSize)}
        />
        <NumberInput
          label={t('picking:plqty')}
          withAsterisk
          min={1}
          max={PALLET_GENERATE_MAX}
          allowDecimal={false}
          value={plqty}
          onChange={(v) => setPlqty(Number(v) || 1)}
        />
        <TextInput
          label={t('picking:printer')}
          value={printer}
          onChange={(e) => setPrinter(e.currentTarget.value)}
        />
      </SimpleGrid>
    </SubmitDialog>
  );
}
