import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { routeTo } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { ResourceList, useUrlSearch } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContactsTab } from './contacts-tab.tsx';
import { contractsResource } from './contracts.resource.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { FinanceTab } from './finance-tab.tsx';

const SECTIONS = ['contract', 'finance', 'contactPeople'] as const;
type Section = (typeof SECTIONS)[number];
const LABELS: Record<Section, MessageKey> = {
  contract: 'customers:config.contract',
  finance: 'customers:config.finance',
  contactPeople: 'customers:config.contactPeople',
};

/**
 * Customer configuration (route /customer/config/index): one customer's contracts, finance and docking
 * people here; its stores, shipping and peak-season configuration on their own pages, opened for it.
 */
export function CustomerConfigPage() {
  const { t } = useTranslation();
  const { params, update } = useUrlSearch();
  const customerId = params.get('customerId') ?? '';
  const asked = params.get('section');
  const section: Section = SECTIONS.find((s) => s === asked) ?? 'contract';
  const open = (next: string | null) =>
    update((current) => {
      const kept = new URLSearchParams();
      const chosen = current.get('customerId');
      if (chosen) kept.set('customerId', chosen);
      if (next && next !== 'contract') kept.set('section', next);
      return kept;
    });
  const withCustomer = customerId ? { customerId } : {};
  return (
    <Stack p="md" data-testid="customer-config">
      <Title order={3}>{t('customers:config.title')}</Title>
      <Group align="flex-end">
        <CustomerPicker />
        <Button component={Link} variant="default" to={routeTo('customers.store', withCustomer)}>
          {t('customers:config.store')}
        </Button>
        <Button component={Link} variant="default" to={routeTo('customers.quote-config', withCustomer)}>
          {t('customers:quoteConfig.title')}
        </Button>
        <Button component={Link} variant="default" to={routeTo('customers.shipping-config', withCustomer)}>
          {t('customers:config.shipping')}
        </Button>
        <Button component={Link} variant="default" to={routeTo('customers.peak-season-config', withCustomer)}>
          {t('customers:config.peakSeason')}
        </Button>
      </Group>
      <Tabs value={section} onChange={open} keepMounted={false}>
        <Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(LABELS[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="contract" pt="md">
          <ResourceList resource={contractsResource} />
        </Tabs.Panel>
        {SECTIONS.filter((s) => s !== 'contract').map((s) => (
          <Tabs.Panel key={s} value={s} pt="md">
            {!customerId && <Text c="dimmed">{t('customers:portrait.chooseCustomer')}</Text>}
            {customerId && s === 'finance' && <FinanceTab key={customerId} customerId={customerId} />}
            {customerId && s === 'contactPeople' && <ContactsTab key={customerId} customerId={customerId} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
