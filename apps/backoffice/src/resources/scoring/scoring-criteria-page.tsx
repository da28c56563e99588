import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type ScoringCriterion, scoringCriteriaInput, scoringEndpoints } from '@wms/api';
import { DataTable, useApiMutation, useApiQuery, useFormFill, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Row = ScoringCriterion & { index: number };

/** The scoring criteria: each indicator's weight and full-marks target, the weights adding up to 100. */
export function ScoringCriteriaPage() {
  const { t } = useTranslation();
  const query = useApiQuery(scoringEndpoints.getCriteria, {});
  const save = useApiMutation(scoringEndpoints.saveCriteria);
  const form = useZodForm(scoringCriteriaInput, { initialValues: { criteria: [] as ScoringCriterion[] } });
  useFormFill(form, query.data ? 'loaded' : null, () => query.data && { criteria: query.data });
  const criteria = form.getValues().criteria;
  const sum = criteria.reduce((total, c) => total + (Number(c.weight) || 0), 0);
  const submit = form.onSubmit((values) => {
    save.mutateAsync(scoringCriteriaInput.parse(values)).catch(() => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack data-testid="scoring-criteria">
        <Title order={3}>{t('customers:scoringCriteria')}</Title>
        <Text size="sm" c="dimmed">
          {t('customers:scoring.criteriaNote')}
        </Text>
        <DataTable<Row>
          records={criteria.map((c, index) => ({ ...c, index }))}
          rowKey={(r) => r.indicator}
          columns={[
            {
              key: 'indicator',
              title: 'customers:scoring.indicator',
              render: (r) => t(`customers:scoring.indicator.${r.indicator}`),
            },
            {
              key: 'weight',
              title: 'customers:scoring.weight',
              render: (r) => (
                <NumberInput
                  aria-label={`${t(`customers:scoring.indicator.${r.indicator}`)} ${t('customers:scoring.weight')}`}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  {...form.getInputProps(`criteria.${r.index}.weight`)}
                />
              ),
            },
            {
              key: 'target',
              title: 'customers:scoring.target',
              render: (r) => (
                <NumberInput
                  aria-label={`${t(`customers:scoring.indicator.${r.indicator}`)} ${t('customers:scoring.target')}`}
                  min={0}
                  decimalScale={2}
                  {...form.getInputProps(`criteria.${r.index}.target`)}
                />
              ),
            },
          ]}
        />
        <Group justify="space-between">
          <Text c={sum === 100 ? undefined : 'red'} data-testid="weight-sum">
            {t('customers:scoring.weightSum', { sum })}
          </Text>
          {form.errors.criteria && <Text c="red">{form.errors.criteria}</Text>}
          <Button type="submit" loading={save.isPending}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
