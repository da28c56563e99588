import { type EndpointParsedInput, ErrorCode, type ImportKind, type orderImportEndpoints } from '@wms/api';
import type { Tx } from '../../../db/client.ts';
import type { SessionContext } from '../../../platform/context.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { BizError } from '../../../platform/errors.ts';
import { startImport } from '../../../platform/excel/import-tasks.ts';
import { isLabelUpload } from './label-files.ts';
import { LABEL_IMPORT_JOB, type LabelImportPayload } from './label-import.job.ts';

type Upload = { fileName?: string; content?: string; warehouseId?: string };

/** The file must be chosen ("Please select File"); then the Excel engine runs it as a task. */
function startOrderImport(deps: AppDeps, tx: Tx, ctx: SessionContext, input: Upload, kind: ImportKind) {
  if (!input.content || !input.fileName) throw new BizError(ErrorCode.selectFile);
  return startImport(deps, tx, ctx, {
    kind,
    fileName: input.fileName,
    content: input.content,
    warehouseId: input.warehouseId,
  });
}

function importOrderExcel(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  input: EndpointParsedInput<typeof orderImportEndpoints.importOrderExcel>,
) {
  if (!input.uploadType) throw new BizError(ErrorCode.selectUploadType);
  return startOrderImport(deps, tx, ctx, input, input.uploadType);
}

/** ImportShipment: the uploads are stored as they are and matched to orders by a task. */
async function importLabels(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  input: EndpointParsedInput<typeof orderImportEndpoints.importShipment>,
) {
  const { principal } = ctx;
  if (!input.files?.length) throw new BizError(ErrorCode.selectFile);
  const stored: LabelImportPayload['files'] = [];
  for (const file of input.files) {
    const content = Buffer.from(file.content, 'base64');
    if (!isLabelUpload(file.fileName, content, true)) throw new BizError(ErrorCode.uploadFormat);
    const saved = await deps.files.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: file.fileName,
        mime: 'application/octet-stream',
        createdBy: principal.userId,
      },
      content,
    );
    stored.push({ fileId: saved.id, fileName: file.fileName });
  }
  const payload: LabelImportPayload = {
    files: stored,
  };
  const task = await deps.jobs.enqueue(tx, {
    tenantId: principal.tenantId,
    userId: principal.userId,
    kind: 'import',
    type: LABEL_IMPORT_JOB,
    filename: stored
      .map((f) => f.fileName)
      .join(', ')
      .slice(0, 200),
    locale: ctx.locale,
    payload,
  });
  return { taskId: task.id };
}

export const orderImportsService = { startOrderImport, importOrderExcel, importLabels };
