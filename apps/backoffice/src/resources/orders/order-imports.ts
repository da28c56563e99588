import { type ApiClient, IMPORT_MAX_BYTES, orderImportEndpoints, orderTaskEndpoints } from '@wms/api';
import {
  fileToBase64,
  type ImportDefinition,
  type ImportRowError,
  importErrorList,
  importRowErrors,
  importTemplates,
  runImportTask,
} from '@wms/ui';

const DONE = new Set(['completed', 'failed', 'cancelled']);
const EXCEL = ['.xlsx', '.xls'];
const LABELS = ['.png', '.jpg', '.jpeg', '.pdf', '.zip'];

/**
 * Label files are matched to orders by the label job, not by the Excel engine: its task is no workbook
 * import (no kind or file name for Excel/GetResult), so its refused files are read from the order task.
 */
async function labelErrors(api: ApiClient, taskId: string): Promise<ImportRowError[]> {
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
    if (type === 'label') {
      const { taskId } = await api.call(orderImportEndpoints.importShipment, {
        files: [{ fileName: file.name, content: await fileToBase64(file) }],
      });
      return { errors: await labelErrors(api, taskId) };
    }
    // The workbook imports run on the Excel engine and report through Excel/GetResult, like every screen's.
    const result = await runImportTask(api, file, (upload) =>
      type === 'packingList'
        ? api.call(orderImportEndpoints.importPackingList, upload)
        : type === 'orderProcess'
          ? api.call(orderImportEndpoints.importPendingShipment, upload)
          : api.call(orderImportEndpoints.importOrderExcel, {
              ...upload,
              uploadType: type as 'dropShipping' | 'offlineOrder',
            }),
    );
    return { errors: importRowErrors(result), ...importErrorList(result) };
  },
};
