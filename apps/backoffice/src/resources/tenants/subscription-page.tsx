import {
  Button,
  Card,
  Group,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type EndpointOutput, editions, purchaseInput, tenantEndpoints } from '@wms/api';
import { DateText, FormDialog, ResourceList, useApiMutation, useApiQuery, useCan, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ownPurchasesResource } from './purchase-review.resource.tsx';

type Plan = EndpointOutput<typeof tenantEndpoints.getTenantInfo>;

/** One limit of the plan and this month's use of it; full at 100 %, red from 90 %. */
function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {used} / {limit}
        </Text>
      </Group>
      <Progress value={percent} color={percent >= 90 ? 'red' : 'blue'} aria-label={label} />
    </Stack>
  );
}

/** The subscription: the plan, its limits and this month's use, the purchase history and a new request. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const can = useCan();
  const info = useApiQuery(tenantEndpoints.getTenantInfo, {});
  const usage = useApiQuery(tenantEndpoints.getPlanUsage, {});
  const [buying, setBuying] = useState(false);
  const plan = info.data;
  const use = usage.data;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Title order={3}>{t('tenants:subscription')}</Title>
        {plan && can(tenantEndpoints.createPurchase) && (
          <Button onClick={() => setBuying(true)}>{t('tenants:newPurchase')}</Button>
        )}
      </Group>
      {plan && use && (
        <SimpleGrid cols={2}>
          <Card withBorder data-testid="plan-card">
            <SimpleGrid cols={2} spacing={6}>
              <Text size="sm">{t('home:subscription.edition')}</Text>
              <Text size="sm" fw={600}>
                {t(`identity:edition.${plan.edition}`)}
              </Text>
              <Text size="sm">{t('tenants:planExpiresAt')}</Text>
              <Text size="sm">{plan.planExpiresAt ? <DateText value={plan.planExpiresAt} /> : '—'}</Text>
              <Text size="sm">{t('home:subscription.pda')}</Text>
              <Text size="sm">{t(`tenants:yesNo.${plan.isPDA}`)}</Text>
              <Text size="sm">{t('tenants:valueAdded')}</Text>
              <Text size="sm">{t(`tenants:yesNo.${plan.valueAdded}`)}</Text>
            </SimpleGrid>
          </Card>
          <Card withBorder data-testid="usage-card">
            <Stack gap="sm">
              <UsageBar
                label={t('tenants:ordersThisMonth', { month: use.month })}
                used={use.ordersThisMonth}
                limit={use.orderLimit}
              />
              <UsageBar
                label={t('tenants:warehouseLimit')}
                used={use.warehouses}
                limit={use.warehouseLimit}
              />
              <UsageBar label={t('tenants:customerLimit')} used={use.customers} limit={use.customerLimit} />
            </Stack>
          </Card>
        </SimpleGrid>
      )}
      <Title order={4}>{t('home:subscription.history')}</Title>
      <ResourceList resource={ownPurchasesResource} />
      {buying && plan && <PurchaseDialog plan={plan} onClose={() => setBuying(false)} />}
    </Stack>
  );
}

/** A new request, starting from the current plan (decisions.md "Purchase form starts from the current plan"). */
function PurchaseDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation();
  const purchase = useApiMutation(tenantEndpoints.createPurchase);
  const form = useZodForm(purchaseInput, {
    initialValues: {
      edition: plan.edition,
      years: 1,
      orderQuota: Math.max(100, Math.ceil(plan.orderLimit / 100) * 100),
      warehouseLimit: plan.warehouseLimit,
      customerLimit: plan.customerLimit,
      isPDA: plan.isPDA,
      remark: '',
    },
  });
  const submit = form.onSubmit(async (values) => {
    await purchase.mutateAsync(purchaseInput.parse(values)).then(onClose, () => undefined);
  });
  const offered = editions.slice(editions.indexOf(plan.edition));
  return (
    <FormDialog
      title={t('tenants:newPurchase')}
      onClose={onClose}
      onSubmit={submit}
      loading={purchase.isPending}
    >
      <SimpleGrid cols={2}>
        <Select
          label={t('home:subscription.edition')}
          data={offered.map((e) => ({ value: e, label: t(`identity:edition.${e}`) }))}
          allowDeselect={false}
          {...form.getInputProps('edition')}
        />
        <NumberInput label={t('home:subscription.years')} min={1} {...form.getInputProps('years')} />
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
        <NumberInput
          label={t('home:subscription.customerLimit')}
          min={1}
          {...form.getInputProps('customerLimit')}
        />
        <Switch
          mt="lg"
          label={t('home:subscription.pda')}
          {...form.getInputProps('isPDA', { type: 'checkbox' })}
        />
      </SimpleGrid>
      <Textarea label={t('tenants:purchaseRemark')} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}
