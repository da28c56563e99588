import { NumberInput, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { type ResourceRecord, resourceEndpoints, resourceInput, resourceUpdateInput } from '@wms/api';
import { FormDialog, useApiMutation, useZodForm } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Values = z.output<typeof resourceInput> & { id?: string };

const TYPES = ['1', '2', '3', '4'] as const;
const METHODS = ['', 'GET', 'POST', 'PUT', 'DELETE'];

/** A new record's defaults (the schema's), with the texts left for the user to fill in. */
const blank = (parentId: string | null) => ({
  ...resourceInput.parse({ parentId, title: '-', title_En: '-', code: '-', resourceType: 4 }),
  title: '',
  title_En: '',
  code: '',
});

/** A record's editable fields as stored (a derived title may be longer than the form allows). */
function editable(record: ResourceRecord): Values {
  const { createdByName, createdTime, updatedByName, updatedTime, resourceVersion, ...values } = record;
  return values;
}

/**
 * Edits a resource or API record, or adds one under `parentId`: its titles, type, route and, for an API,
 * its API config (address, method, description, dictionary code and data condition).
 */
export function ResourceRecordDialog({
  record,
  parentId,
  onClose,
}: {
  record: ResourceRecord | null;
  parentId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const initialValues: Values = record ? editable(record) : blank(parentId ?? null);
  const form = useZodForm<z.ZodType, Values>(record ? resourceUpdateInput : resourceInput, { initialValues });
  const create = useApiMutation(resourceEndpoints.create);
  const update = useApiMutation(resourceEndpoints.update);
  const submit = form.onSubmit(async (values) => {
    const saved = record
      ? update.mutateAsync(resourceUpdateInput.parse(values))
      : create.mutateAsync(resourceInput.parse(values));
    await saved.then(onClose, () => undefined);
  });
  const field = (name: string) => form.getInputProps(name);
  return (
    <FormDialog
      title={t(record ? 'develop:resource.edit' : 'develop:resource.add')}
      width={720}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <SimpleGrid cols={2}>
        <TextInput label={t('develop:resource.title')} withAsterisk {...field('title')} />
        <TextInput label={t('develop:resource.titleEn')} withAsterisk {...field('title_En')} />
        <TextInput label={t('develop:resource.code')} withAsterisk {...field('code')} />
        <Select
          label={t('develop:resource.type')}
          data={TYPES.map((v) => ({ value: v, label: t(`develop:resource.type.${v}`) }))}
          value={String(form.getValues().resourceType)}
          onChange={(v) => form.setFieldValue('resourceType', Number(v ?? 4) as Values['resourceType'])}
          allowDeselect={false}
        />
        <TextInput label={t('develop:resource.path')} {...field('path')} />
        <TextInput label={t('develop:resource.viewPath')} {...field('viewPath')} />
        <TextInput label={t('develop:resource.url')} {...field('url')} />
        <Select
          label={t('develop:resource.httpMethod')}
          data={METHODS.map((v) => ({ value: v, label: v || '—' }))}
          value={String(form.getValues().httpMethod)}
          onChange={(v) => form.setFieldValue('httpMethod', (v ?? '') as Values['httpMethod'])}
          allowDeselect={false}
        />
        <TextInput label={t('develop:resource.dictionaryCode')} {...field('dictionaryCode')} />
        <TextInput label={t('develop:resource.dataCondition')} {...field('dataCondition')} />
        <NumberInput label={t('develop:resource.orderIndex')} min={0} {...field('orderIndex')} />
        <TextInput label={t('develop:resource.moduleId')} {...field('moduleId')} />
      </SimpleGrid>
      <Textarea label={t('develop:resource.description')} autosize minRows={2} {...field('description')} />
      <SimpleGrid cols={3} mt="sm">
        <Switch
          label={t('develop:resource.isHidden')}
          {...form.getInputProps('isHidden', { type: 'checkbox' })}
        />
        <Switch
          label={t('develop:resource.isValidation')}
          {...form.getInputProps('isValidation', { type: 'checkbox' })}
        />
        <Switch
          label={t('develop:resource.isDisabled')}
          {...form.getInputProps('isDisabled', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </FormDialog>
  );
}
