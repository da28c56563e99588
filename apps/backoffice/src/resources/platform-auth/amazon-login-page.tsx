import { Alert, Anchor, Button, Code, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { routeTo, salesPlatformEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery } from '@wms/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={routeTo('system.platform-auth')}>
      {t('develop:amazon.back')}
    </Anchor>
  );
};

/** Amazon sent the seller back here: the server exchanges the code and stores the result, once. */
function FinishAuthorization({ state, code, seller }: { state: string; code: string; seller: string }) {
  const { t } = useTranslation();
  const finish = useApiMutation(salesPlatformEndpoints.amazonCallback);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    finish.mutate({ state, spapi_oauth_code: code, selling_partner_id: seller });
  }, [finish, state, code, seller]);
  return (
    <Stack align="flex-start" data-testid="amazon-finish">
      {finish.isPending && (
        <Text>
          <Loader size="xs" /> {t('develop:amazon.finishing')}
        </Text>
      )}
      {finish.isSuccess && (
        <Alert color="green">
          {t('develop:amazon.done', { name: finish.data.storeName, seller: finish.data.sellingPartnerId })}
        </Alert>
      )}
      {finish.isError && <Alert color="red">{t('develop:amazon.failed')}</Alert>}
      <BackLink />
    </Stack>
  );
}

/** Chooses the store and leaves for Amazon's consent page (the server builds its address). */
function StartAuthorization({ storeId }: { storeId: string }) {
  const { t } = useTranslation();
  const stores = useApiQuery(salesPlatformEndpoints.getStoreAuthList, {});
  const start = useApiMutation(salesPlatformEndpoints.amazonAuthorize);
  const [chosen, setChosen] = useState<string | null>(storeId || null);
  const options = (stores.data ?? [])
    .filter((s) => s.canAuthorize)
    .map((s) => ({ value: s.storeId, label: `${s.customerName} / ${s.storeName}` }));
  if (stores.isSuccess && !options.length)
    return <Alert color="yellow">{t('develop:amazon.noStores')}</Alert>;
  return (
    <Stack align="flex-start">
      <Select
        w={360}
        label={t('develop:amazon.chooseStore')}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        data-testid="amazon-store"
      />
      <Button
        disabled={!chosen}
        loading={start.isPending}
        data-testid="amazon-go"
        onClick={async () => {
          if (!chosen) return;
          const { url } = await start.mutateAsync({ storeId: chosen });
          globalThis.location.assign(url);
        }}
      >
        {t('develop:amazon.go')}
      </Button>
    </Stack>
  );
}

/**
 * The Amazon login: with the application configured it sends the seller to Amazon and stores what comes
 * back; without it, it names the settings to configure instead of pretending to authorise.
 */
export function AmazonLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const config = useApiQuery(salesPlatformEndpoints.getAmazonConfig, {});
  const state = params.get('state');
  const code = params.get('spapi_oauth_code');
  const seller = params.get('selling_partner_id');
  const redirect =
    config.data?.redirectUri || `${globalThis.location.origin}${routeTo('system.amazon-login')}`;
  return (
    <Stack p="md" data-testid="amazon-login">
      <Title order={3}>{t('develop:amazonLogin')}</Title>
      {state && code && seller ? (
        <FinishAuthorization state={state} code={code} seller={seller} />
      ) : config.isPending ? (
        <Loader size="sm" />
      ) : config.data && !config.data.configured ? (
        <Alert color="orange" title={t('develop:amazon.notConfigured')} data-testid="amazon-not-configured">
          <Stack gap="xs">
            <Text size="sm">
              {t('develop:amazon.notConfiguredBody', { missing: config.data.missing.join(', ') })}
            </Text>
            <Text size="sm">
              {t('develop:amazon.redirect')}
              <Code>{redirect}</Code>
            </Text>
            <BackLink />
          </Stack>
        </Alert>
      ) : (
        config.data && (
          <Stack align="flex-start">
            <Alert color="green">{t('develop:amazon.configured')}</Alert>
            <Text size="sm">
              {t('develop:amazon.redirect')}
              <Code>{redirect}</Code>
            </Text>
            <StartAuthorization storeId={params.get('storeId') ?? ''} />
          </Stack>
        )
      )}
    </Stack>
  );
}
