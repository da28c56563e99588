import { mailRecipientEndpoints } from '@wms/api';
import { defineResource } from '@wms/ui';
import { RecipientsDialog } from './mail-recipients-dialog.tsx';

/** The customer selection: each customer of the caller's scope and the size of its three lists. */
export const mailRecipientsResource = defineResource({
  name: 'mail-recipients',
  list: mailRecipientEndpoints.getPageList,
  rowKey: 'customerId',
  filters: [{ name: 'keyword', kind: 'text', label: 'mail:keyword' }],
  columns: [
    { accessor: 'customerCode', title: 'mail:customerCode' },
    { accessor: 'customerName', title: 'mail:customer' },
    { accessor: 'receiverCount', title: 'mail:receiverCount' },
    { accessor: 'ccCount', title: 'mail:ccCount' },
    { accessor: 'awayCount', title: 'mail:awayCount' },
  ],
  rowActions: (a) => [
    a.rowForm('recipients', { label: 'mail:editRecipients', endpoint: mailRecipientEndpoints.save }),
  ],
  forms: { recipients: RecipientsDialog },
});
