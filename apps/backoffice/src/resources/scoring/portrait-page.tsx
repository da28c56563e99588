import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type CustomerPortrait, portraitNotesInput, scoringEndpoints } from '@wms/api';
import {
  CustomerSelect,
  DataTable,
  useApiMutation,
  useApiQuery,
  useCustomerOrFirst,
  useFormFill,
  useZodForm,
} from '@wms/ui';
import { useTranslation } from 'react-i18next';

const CHARTS = [
  ['cabinets', 'customers:portrait.cabinet', 'blue.6'],
  ['orders', 'customers:portrait.order', 'indigo.6'],
  ['outgoing', 'customers:portrait.outgoing', 'teal.6'],
  ['output', 'customers:portrait.output', 'grape.6'],
  ['payment', 'customers:portrait.payment', 'orange.6'],
] as const;

/** The customer portrait: the S–E grade and its indicators, custom labels and evaluation, monthly charts. */
export function PortraitPage() {
  const { t } = useTranslation();
  const [customerId, chooseCustomer] = useCustomerOrFirst();
  const portrait = useApiQuery(scoringEndpoints.getPortrait, { customerId }, { enabled: !!customerId });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('customers:portrait')}</Title>
        <CustomerSelect
          aria-label={t('customers:portrait.chooseCustomer')}
          placeholder={t('customers:portrait.chooseCustomer')}
          allowDeselect={false}
          value={customerId || null}
          onChange={(v) => v && chooseCustomer(v)}
        />
      </Group>
      {portrait.data && <PortraitBody portrait={portrait.data} />}
    </Stack>
  );
}

function PortraitBody({ portrait }: { portrait: CustomerPortrait }) {
  const { t } = useTranslation();
  return (
    <Stack data-testid="portrait">
      <Group>
        <Text fw={600}>
          {portrait.customerCode} {portrait.shortName}
        </Text>
        <Badge size="xl" data-testid="portrait-grade" aria-label={t('customers:grade')}>
          {portrait.grade}
        </Badge>
        <Text data-testid="portrait-score">
          {t('customers:scoring.total')}: {portrait.score}
        </Text>
      </Group>
      <DataTable
        records={portrait.indicators}
        rowKey={(r) => r.indicator}
        columns={[
          {
            key: 'indicator',
            title: 'customers:scoring.indicator',
            render: (r) => t(`customers:scoring.indicator.${r.indicator}`),
          },
          { accessor: 'value', title: 'customers:scoring.value' },
          { accessor: 'target', title: 'customers:scoring.target' },
          { accessor: 'weight', title: 'customers:scoring.weight' },
          { accessor: 'score', title: 'customers:scoring.score' },
        ]}
      />
      <PortraitNotes portrait={portrait} />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        {CHARTS.map(([key, title, color]) => (
          <Card withBorder key={key} data-testid={`portrait-chart-${key}`}>
            <Text fw={500} mb="xs">
              {t(title)}
            </Text>
            <BarChart
              h={180}
              data={portrait.charts[key]}
              dataKey="month"
              series={[{ name: 'value', label: t(title), color }]}
            />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PortraitNotes({ portrait }: { portrait: CustomerPortrait }) {
  const { t } = useTranslation();
  const save = useApiMutation(scoringEndpoints.saveNotes);
  const form = useZodForm(portraitNotesInput, {
    initialValues: {
      customerId: portrait.customerId,
      labels: portrait.labels,
      evaluation: portrait.evaluation,
    },
  });
  useFormFill(form, portrait.customerId, () => ({
    customerId: portrait.customerId,
    labels: portrait.labels,
    evaluation: portrait.evaluation,
  }));
  const submit = form.onSubmit((values) => {
    save.mutateAsync(portraitNotesInput.parse(values)).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <TagsInput label={t('customers:portrait.labels')} w={320} {...form.getInputProps('labels')} />
        <Textarea
          label={t('customers:portrait.evaluation')}
          w={420}
          autosize
          {...form.getInputProps('evaluation')}
        />
        <Button type="submit" loading={save.isPending}>
          {t('customers:portrait.saveNotes')}
        </Button>
      </Group>
    </form>
  );
}
