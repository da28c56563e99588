import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type LogisticsService,
  logisticsServiceEndpoints,
  logisticsServiceInput,
  logisticsServiceUpdate,
  routeTo,
  SERVICE_ENVIRONMENTS,
} from '@wms/api';
import { useApiMutation, useEditForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

const EMPTY = {
  carrier: '',
  serviceCode: '',
  serviceName: '',
  description: '',
  countryCode: 'US',
  platformType: '',
  environment: 'production' as 'production' | 'sandbox',
  isEnabled: true,
};
const TEXTS = ['serviceName', 'description', 'countryCode', 'platformType'] as const;

/**
 * Add or edit a logistics service (route /develop/logistics-service/edit?id=). Carrier and service code
 * name the service in quotations and shipping configurations, so they are set once.
 */
export function LogisticsServiceEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const create = useApiMutation(logisticsServiceEndpoints.create);
  const update = useApiMutation(logisticsServiceEndpoints.update);
  const back = () => navigate(routeTo('develop.logistics-service'));
  // one form for both: the carrier and code of an edit are shown, filled and left as they are
  const { form, record, loading, submit } = useEditForm(
    logisticsServiceEndpoints.get,
    id,
    logisticsServiceInput,
    {
      initialValues: EMPTY,
      toValues: (r: LogisticsService) => ({
        carrier: r.carrier,
        serviceCode: r.serviceCode,
        serviceName: r.serviceName,
        description: r.description,
        countryCode: r.countryCode,
        platformType: r.platformType,
        environment: r.environment === 'sandbox' ? ('sandbox' as const) : ('production' as const),
        isEnabled: r.isEnabled,
      }),
      save: async (values) => {
        if (id) await update.mutateAsync(logisticsServiceUpdate.parse({ ...values, id }));
        else await create.mutateAsync(logisticsServiceInput.parse(values));
        back();
      },
    },
  );
  if (loading)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  return (
    <Stack p="md" data-testid="logistics-service-edit">
      <Title order={3}>{t(id ? 'settings:logisticsService.edit' : 'settings:logisticsService.add')}</Title>
      <Paper withBorder p="md" component="form" onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings:carrier.carrier')}
              withAsterisk
              disabled={Boolean(id)}
              {...form.getInputProps('carrier')}
            />
            <TextInput
              label={t('settings:logisticsService.serviceCode')}
              withAsterisk
              disabled={Boolean(id)}
              {...form.getInputProps('serviceCode')}
            />
            {TEXTS.map((f) => (
              <TextInput
                key={f}
                label={t(`settings:logisticsService.${f}`)}
                withAsterisk={f === 'serviceName'}
                {...form.getInputProps(f)}
              />
            ))}
            <Select
              label={t('settings:logisticsService.environment')}
              allowDeselect={false}
              data={SERVICE_ENVIRONMENTS.map((v) => ({
                value: v,
                label: t(`settings:logisticsService.environment.${v}`),
              }))}
              {...form.getInputProps('environment')}
            />
            <Switch
              mt="lg"
              label={t('settings:logisticsService.isEnabled')}
              {...form.getInputProps('isEnabled', { type: 'checkbox' })}
            />
          </SimpleGrid>
          {record && (
            <Text size="sm" c="dimmed">
              {t('settings:logisticsService.cardSummary', {
                zones: record.zoneRanges,
                breaks: record.weightBreaks,
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('settings:logisticsService.pricingNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={back}>
              {t('resource:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('resource:save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
