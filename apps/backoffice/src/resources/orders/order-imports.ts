import { type ApiClient, IMPORT_MAX_BYTES, orderImportEndpoints, orderTaskEndpoints } from '@wms/api';
import { fileToBase64, type ImportDefinition, type ImportRowError, importTemplates } from '@wms/ui';

const DONE = new Set(['completed', 'failed', 'cancelled']);
const EXCEL = ['.xlsx', '.xls'];
const LABELS = ['.png', '.jpg', '.jpeg', '.pdf', '.zip'];

/** Waits for the import task to end, then lists its refused rows (the spec's error list). */
async function rowErrors(api: ApiClient, taskId: string): Promise<ImportRowError[]> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const tasks = await api.call(orderTaskEndpoints.getPageList, {
      pageIndex: 1,
      pageSize: 20,
      kind: 'import',
    });
    const task = tasks.items.find((item) => item.taskId === taskId);
    if (task && DONE.has(task.state)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const failed = await api.call(orderTaskEndpoints.getDetailPageList, {
    taskId,
    onlyFailed: true,
    pageIndex: 1,
    pageSize: 100,
  });
  return failed.items.map((line) => ({
    row: line.rowNo,
    message: [line.orderNo, line.column, line.message].filter(Boolean).join(' · '),
  }));
}

/** The order screen's imports: orders, offline orders, packing lists, pending shipments and label files. */
export const orderImports: ImportDefinition = {
  types: [
    { value: 'dropShipping', label: 'orders:dialog.orderImport', templates: importTemplates('dropShipping') },
    {
      value: 'offlineOrder',
      label: 'orders:dialog.offlineImport',
      templates: importTemplates('dropShipping'),
    },
    {
      value: 'packingList',
      label: 'orders:dialog.packingListImport',
      templates: importTemplates('packingList'),
    },
    {
      value: 'orderProcess',
      label: 'orders:pendingShipmentImport',
      templates: importTemplates('orderProcess'),
    },
    { value: 'label', label: 'orders:dialog.labelImport' },
  ],
  accept: [...EXCEL, ...LABELS],
  maxBytes: IMPORT_MAX_BYTES,
  async run({ type, file }, api) {
    const content = await fileToBase64(file);
    const upload = { fileName: file.name, content };
    const { taskId } =
      type === 'label'
        ? await api.call(orderImportEndpoints.importShipment, { files: [upload] })
        : type === 'packingList'
          ? await api.call(orderImportEndpoints.importPackingList, upload)
          : type === 'orderProcess'
            ? await api.call(orderImportEndpoints.importPendingShipment, upload)
            : await api.call(orderImportEndpoints.importOrderExcel, {
                ...upload,
                uploadType: type as 'dropShipping' | 'offlineOrder',
              });
    return { errors: await rowErrors(api, taskId) };
  },
};
