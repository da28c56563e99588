import { contractEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { contractsService as service } from './contracts.service.ts';
import { peakSeasonService as peak } from './peak-season.service.ts';
import { quotationListsService as quotationLists } from './quotation-lists.service.ts';
import { quotationsService as quotations } from './quotations.service.ts';
import { quoteLogsService as logs } from './quote-logs.service.ts';

export function contractRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  return implement(contractEndpoints, {
    getPageList: inTenant((tx, p, input) => service.list(tx, p, input, deps.files, deps.clock())),
    get: inTenant((tx, p, input) => service.get(tx, p, input.id, deps.files, deps.clock())),
    create: inTenant((tx, p, input) => service.create(tx, p, input, deps.files, deps.clock())),
    update: inTenant((tx, p, input) => service.update(tx, p, input, deps.files, deps.clock())),
    uploadFile: inTenant((tx, p, input) => service.uploadFile(tx, p, input, deps.files)),
    getQuotationList: inTenant((tx, p, input) => quotations.list(tx, p, input.contractId)),
    getQuotation: inTenant((tx, p, input) => quotations.get(tx, p, input.id)),
    createQuotation: inTenant((tx, p, input) => quotations.create(tx, p, input, deps.clock())),
    getQuoteLogPageList: inTenant(logs.list),
    getQuoteLog: inTenant((tx, p, input) => logs.get(tx, p, input.id)),
    getQuotationPageList: inTenant(quotationLists.list),
    getQuotationAccountList: inTenant((tx, p, input) => quotationLists.accounts(tx, p, input, deps.clock())),
    getPeakSeasonConfig: inTenant((tx, p, input) => peak.get(tx, p, input.customerId, deps.clock())),
    savePeakSeasonConfig: inTenant((tx, p, input) => peak.save(tx, p, input, deps.clock())),
  });
}
