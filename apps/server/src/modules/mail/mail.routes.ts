import { mailAccountEndpoints, mailLogEndpoints, mailRecipientEndpoints } from '@wms/api';
import type { AppDeps } from '../../platform/deps.ts';
import { bindInTenant, implement } from '../../platform/registry.ts';
import { mailAccountsService as accounts } from './mail-accounts.service.ts';
import { mailLogService as log } from './mail-log.service.ts';
import { mailRecipientsService as recipients } from './mail-recipients.service.ts';

export function mailRoutes(deps: AppDeps) {
  const inTenant = bindInTenant(deps);
  const { clock, secrets } = deps;
  return [
    ...implement(mailAccountEndpoints, {
      getPageList: inTenant(accounts.list),
      create: inTenant((tx, p, input) => accounts.create(tx, p, input, secrets, clock())),
      update: inTenant((tx, p, input) => accounts.update(tx, p, input, secrets, clock())),
      delete: inTenant((tx, p, input) => accounts.remove(tx, p, input, clock())),
      sendTest: (input, ctx) =>
        accounts.sendTest((work) => deps.inTenant(ctx, work), ctx.principal, input, secrets, clock),
    }),
    ...implement(mailRecipientEndpoints, {
      getPageList: inTenant(recipients.list),
      get: inTenant(recipients.get),
      save: inTenant((tx, p, input) => recipients.save(tx, p, input, clock())),
    }),
    ...implement(mailLogEndpoints, {
      getPageList: inTenant(log.list),
      resend: inTenant((tx, p, input) => log.resend(tx, p, input, clock())),
    }),
  ];
}
