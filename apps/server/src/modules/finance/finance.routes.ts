import { accountEndpoints, billDownloadEndpoints, billEndpoints, miscFeeEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { startImport } from '../../platform/excel/import-tasks.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { accountService } from './account.service.ts';
import { billReport } from './bill-report.ts';
import { billsService } from './bills.service.ts';
import { financeQueries } from './finance-queries.ts';
import { startBillBatch, startBillList, startFeeDetail, startRechargeList } from './fms-downloads.ts';
import { ledgerService } from './ledger.service.ts';
import { miscFeesService } from './misc-fees.service.ts';
import { startMonthBill } from './month-bill.export.ts';
import { receivableRecords } from './receivable-records.ts';
import { rechargesService } from './recharges.service.ts';
import { transactions } from './transactions.ts';

export function financeRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return [
    ...implement(billEndpoints, {
      getUnbilledList: inTenant(financeQueries.unbilled),
      getChargeList: inTenant(financeQueries.charges),
      getPageList: inTenant(billsService.list),
      getDetail: inTenant((tx, p, input) => billsService.detail(tx, p, input.id)),
      getReport: inTenant(billReport),
      priceLedger: inTenant(async (tx, p) => ({
        charged: await ledgerService.priceAll(tx, p.tenantId, deps.clock()),
      })),
      closeMonth: inTenant((tx, p, input) => billsService.closeMonth(tx, p, input, deps.clock())),
      adjustCharge: inTenant(billsService.adjust),
      getWriteOffList: inTenant(billsService.writeOffs),
      getReceivableRecordList: inTenant(receivableRecords),
      writeOff: inTenant((tx, p, input) => billsService.writeOff(tx, p, input, deps.clock())),
    }),
    ...implement(miscFeeEndpoints, {
      getPageList: inTenant(miscFeesService.list),
      getDetail: inTenant((tx, p, input) =>
        miscFeesService.detail(tx, p, input.id, deps.files, deps.clock()),
      ),
      uploadVoucher: inTenant((tx, p, input) => miscFeesService.uploadVoucher(tx, p, input, deps.files)),
      import: inTenant(async (tx, p, { vouchers, ...sheet }, ctx) => {
        // The vouchers are stored (their types checked) with the task, so a refused type stores nothing.
        const attachments = [];
        for (const voucher of vouchers) {
          const file = await miscFeesService.uploadVoucher(tx, p, voucher, deps.files);
          attachments.push({ fileId: file.id, fileName: file.name });
        }
        return startImport(deps, tx, ctx, sheet, attachments);
      }),
      create: inTenant((tx, p, input) => miscFeesService.create(tx, p, input, deps.files, deps.clock())),
      update: inTenant((tx, p, input) => miscFeesService.update(tx, p, input, deps.files, deps.clock())),
      audit: inTenant((tx, p, input) => miscFeesService.audit(tx, p, input, deps.clock())),
    }),
    ...implement(accountEndpoints, {
      getRechargeList: inTenant(rechargesService.list),
      getRecharge: inTenant((tx, p, input) =>
        rechargesService.detail(tx, p, input.id, deps.files, deps.clock()),
      ),
      uploadVoucher: inTenant((tx, p, input) => miscFeesService.uploadVoucher(tx, p, input, deps.files)),
      createRecharge: inTenant((tx, p, input) =>
        rechargesService.create(tx, p, input, deps.files, deps.clock()),
      ),
      updateRecharge: inTenant((tx, p, input) =>
        rechargesService.update(tx, p, input, deps.files, deps.clock()),
      ),
      auditRecharge: inTenant((tx, p, input) => rechargesService.audit(tx, p, input, deps.clock())),
      getAccount: inTenant((tx, p, input) => accountService.get(tx, p, input.customerId)),
      getTransactionList: inTenant(transactions),
    }),
    ...implement(billDownloadEndpoints, {
      summaryMonthBill: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startMonthBill(deps, tx, ctx, input.billId, false)),
      summaryMonthBillPdf: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startMonthBill(deps, tx, ctx, input.billId, true)),
      batchSummaryMonthBill: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startBillBatch(deps, tx, ctx, input.billIds)),
      summaryMonthBillTotal: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startBillList(deps, tx, ctx, 'total', input)),
      creditBill: (input, ctx) => deps.inTenant(ctx, (tx) => startBillList(deps, tx, ctx, 'credit', input)),
      prepayBill: (input, ctx) => deps.inTenant(ctx, (tx) => startBillList(deps, tx, ctx, 'prepay', input)),
      freightFee: (input, ctx) => deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'freight', input)),
      storageFee: (input, ctx) => deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'storage', input)),
      orderDealFee: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'orderDeal', input)),
      transShipFee: (input, ctx) =>
        deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'transShip', input)),
      unloadFee: (input, ctx) => deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'unload', input)),
      extraFee: (input, ctx) => deps.inTenant(ctx, (tx) => startFeeDetail(deps, tx, ctx, 'extra', input)),
      rechargeList: (input, ctx) => deps.inTenant(ctx, (tx) => startRechargeList(deps, tx, ctx, input)),
    }),
  ];
}
