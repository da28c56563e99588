import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { type EndpointOutput, editions, purchaseInput, tenantEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery, useCan, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { WidgetCard } from './widget-card.tsx';

const STATE_COLORS = { inReview: 'blue.9', purchased: 'teal.9', rejected: 'red.9' } as const;

/** The plan's limits, the latest purchase requests and a purchase form. */
export function SubscriptionWidget() {
  const { t } = useTranslation();
  const can = useCan();
  const info = useApiQuery(tenantEndpoints.getTenantInfo, {});
  const history = useApiQuery(tenantEndpoints.getPurchaseList, { pageIndex: 1, pageSize: 10 });
  const plan = info.data;
  return (
    <WidgetCard titleKey="home:widget.subscription" testId="subscription">
      {plan && (
        <SimpleGrid cols={2} spacing={4}>
          <Text size="sm">{t('home:subscription.edition')}</Text>
          <Text size="sm" fw={600}>
            {t(`identity:edition.${plan.edition}`)}
          </Text>
          <Text size="sm">{t('home:subscription.orderLimit')}</Text>
          <Text size="sm">{plan.orderLimit}</Text>
          <Text size="sm">{t('home:subscription.warehouseLimit')}</Text>
          <Text size="sm">{plan.warehouseLimit}</Text>
          <Text size="sm">{t('home:subscription.customerLimit')}</Text>
          <Text size="sm">{plan.customerLimit}</Text>
          <Text size="sm">{t('home:subscription.pda')}</Text>
          <Text size="sm">{t(plan.isPDA ? 'home:yes' : 'home:no')}</Text>
        </SimpleGrid>
      )}
      {plan && can(tenantEndpoints.createPurchase) && <PurchaseForm plan={plan} />}
      <Text size="sm" fw={600}>
        {t('home:subscription.history')}
      </Text>
      {history.data?.items.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('home:subscription.noHistory')}
        </Text>
      )}
      {history.data?.items.slice(0, 3).map((p) => (
        <Group key={p.id} justify="space-between">
          <Text size="sm">
            {t(`identity:edition.${p.edition}`)} × {p.years} · {p.orderQuota}
          </Text>
          <Badge color={STATE_COLORS[p.state]}>{t(`home:subscription.state.${p.state}`)}</Badge>
        </Group>
      ))}
    </WidgetCard>
  );
}

/**
 * A purchase starts from the current plan: its edition and limits, so that renewing is one click and
 * a lower edition is never proposed by default.
 */
function PurchaseForm({ plan }: { plan: EndpointOutput<typeof tenantEndpoints.getTenantInfo> }) {
  const { t } = useTranslation();
  const purchase = useApiMutation(tenantEndpoints.createPurchase);
  const form = useZodForm(purchaseInput, {
    initialValues: {
      edition: plan.edition,
      years: 1,
      orderQuota: Math.max(100, plan.orderLimit),
      warehouseLimit: plan.warehouseLimit,
      customerLimit: plan.customerLimit,
      isPDA: plan.isPDA,
      remark: '',
    },
  });
  const offered = editions.slice(editions.indexOf(plan.edition));
  return (
    <form onSubmit={form.onSubmit((values) => purchase.mutate(purchaseInput.parse(values)))}>
      <Stack gap="xs">
        <Group grow>
          <Select
            label={t('home:subscription.edition')}
            data={offered.map((e) => ({ value: e, label: t(`identity:edition.${e}`) }))}
            allowDeselect={false}
            {...form.getInputProps('edition')}
          />
          <NumberInput label={t('home:subscription.years')} min={1} {...form.getInputProps('years')} />
        </Group>
        <Group grow>
          <NumberInput
            label={t('home:subscription.orderQuota')}
            step={100}
            min={100}
            {...form.getInputProps('orderQuota')}
          />
          <NumberInput
            label={t('home:subscription.warehouseLimit')}
            min={1}
            {...form.getInputProps('warehouseLimit')}
          />
        </Group>
        <Group grow align="end">
          <NumberInput
            label={t('home:subscription.customerLimit')}
            min={1}
            {...form.getInputProps('customerLimit')}
          />
          <Switch label={t('home:subscription.pda')} {...form.getInputProps('isPDA', { type: 'checkbox' })} />
        </Group>
        <Button type="submit" loading={purchase.isPending}>
          {t('home:subscription.buy')}
        </Button>
      </Stack>
    </form>
  );
}
