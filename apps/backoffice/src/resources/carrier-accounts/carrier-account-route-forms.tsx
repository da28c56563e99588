import { type CarrierAccount, carrierAccountEndpoints, routeTo } from '@wms/api';
import { MissingRecord, type ResourceFormProps, useApiQuery } from '@wms/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CarrierAccountDialog } from './carrier-account-dialog.tsx';
import { CarrierAccountsPage } from './carrier-accounts.resource.tsx';
import { CustomersDialog } from './carrier-grant-dialogs.tsx';

/**
 * A catalogue page that is one of the account list's dialogs (`?id=` the account): the list with that
 * same dialog open over it; closing or saving returns to the list.
 */
function AccountFormRoute({
  Form,
  needsId,
}: {
  Form: ComponentType<ResourceFormProps<CarrierAccount>>;
  needsId: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const account = useApiQuery(carrierAccountEndpoints.get, { id }, { enabled: Boolean(id) });
  const list = routeTo('system.logistics-account');
  if ((needsId && !id) || account.isError)
    return (
      <MissingRecord
        what="settings:carrier.edit"
        backTo={list}
        backLabel="settings:logisticsAccounts"
        notFound={Boolean(id)}
      />
    );
  const close = () => navigate(list);
  const ready = !id || account.data;
  return (
    <>
      <CarrierAccountsPage />
      {ready ? (
        <Form rows={account.data ? [account.data] : []} onClose={close} onDone={close} />
      ) : (
        <span role="status">{t('resource:loading')}</span>
      )}
    </>
  );
}

/** /system/logistics/account-edit: a new account, or `?id=` the account to edit. */
export function CarrierAccountEditRoute() {
  return <AccountFormRoute Form={CarrierAccountDialog} needsId={false} />;
}

/** /system/logistics/account-empower?id=: the customers that may ship with the account. */
export function CarrierAccountEmpowerRoute() {
  return <AccountFormRoute Form={CustomersDialog} needsId />;
}
