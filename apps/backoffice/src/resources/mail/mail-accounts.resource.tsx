import { mailAccountEndpoints } from '@wms/api';
import { defineResource } from '@wms/ui';
import { MailAccountDialog, SendTestDialog } from './mail-account-dialog.tsx';

/** Outgoing mail accounts: provider, server and whether a password is stored, never the password. */
export const mailAccountsResource = defineResource({
  name: 'mail-accounts',
  list: mailAccountEndpoints.getPageList,
  rowKey: 'id',
  filters: [{ name: 'mailEmail', kind: 'text', label: 'mail:mailEmail' }],
  columns: [
    { accessor: 'mailEmail', title: 'mail:mailEmail' },
    { accessor: 'provider', title: 'mail:provider', status: { prefix: 'mail:provider' } },
    { accessor: 'mailStmp', title: 'mail:mailStmp' },
    { accessor: 'mailPort', title: 'mail:mailPort' },
    { accessor: 'mailSel', title: 'mail:mailSel', status: { prefix: 'mail:mailSel' } },
    {
      accessor: 'passwordSet',
      title: 'mail:mailPassword',
      status: { prefix: 'mail:passwordState', colors: { true: 'teal', false: 'gray' } },
    },
    {
      accessor: 'mailEnable',
      title: 'mail:mailEnable',
      status: { prefix: 'mail:enabled', colors: { true: 'teal', false: 'gray' } },
    },
    {
      accessor: 'isDefault',
      title: 'mail:isDefault',
      status: { prefix: 'mail:default', colors: { true: 'blue', false: 'gray' } },
    },
    { accessor: 'updatedTime', title: 'mail:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('test', { label: 'mail:sendTest', endpoint: mailAccountEndpoints.sendTest }),
    a.rowForm('edit', { label: 'resource:edit', endpoint: mailAccountEndpoints.update }),
    a.call(mailAccountEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'mail:confirmRemove',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  toolbar: (a) => [a.form('edit', { label: 'mail:add', endpoint: mailAccountEndpoints.create })],
  forms: { edit: MailAccountDialog, test: SendTestDialog },
});
