import {
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  createCategoryInput,
  createEntryInput,
  type DictionaryCategory,
  type DictionaryEntry,
  dictionaryCategoryEndpoints,
  dictionaryEntryEndpoints,
  updateEntryInput,
} from '@wms/api';
import { DataTable, FormDialog, useApiMutation, useApiQuery, useConfirm, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

/** Categories and entries refetch together: an entry changes its category's count. */
const DICTIONARY = ['/api/v1/Dictionary/'];

function CategoryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(createCategoryInput, {
    initialValues: { code: '', name: '', nameEn: '', remark: '' },
  });
  const create = useApiMutation(dictionaryCategoryEndpoints.create, { invalidates: DICTIONARY });
  const submit = form.onSubmit(async (values) => {
    await create.mutateAsync(createCategoryInput.parse(values)).then(onClose, () => undefined);
  });
  return (
    <FormDialog title={t('settings:addCategory')} width={480} onClose={onClose} onSubmit={submit}>
      <TextInput label={t('settings:dictionaryCode')} withAsterisk {...form.getInputProps('code')} />
      <TextInput label={t('settings:roleName')} withAsterisk {...form.getInputProps('name')} />
      <TextInput label={t('settings:roleNameEn')} withAsterisk {...form.getInputProps('nameEn')} />
    </FormDialog>
  );
}

/** Adds an entry to the category, or edits one (its value stays unique in the category). */
function EntryDialog({
  categoryCode,
  entry,
  onClose,
}: {
  categoryCode: string;
  entry: DictionaryEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = entry ? updateEntryInput : createEntryInput;
  const form = useZodForm(schema, {
    initialValues: {
      ...(entry ? { id: entry.id } : { categoryCode }),
      value: entry?.value ?? '',
      label: entry?.label ?? '',
      labelEn: entry?.labelEn ?? '',
      orderIndex: entry?.orderIndex ?? 0,
      isDisabled: entry?.isDisabled ?? false,
      remark: entry?.remark ?? '',
    } as never,
  });
  const create = useApiMutation(dictionaryEntryEndpoints.create, { invalidates: DICTIONARY });
  const update = useApiMutation(dictionaryEntryEndpoints.update, { invalidates: DICTIONARY });
  const submit = form.onSubmit(async (values) => {
    const saved = entry
      ? update.mutateAsync(updateEntryInput.parse(values))
      : create.mutateAsync(createEntryInput.parse(values));
    await saved.then(onClose, () => undefined);
  });
  return (
    <FormDialog
      title={t(entry ? 'settings:editEntry' : 'settings:addEntry')}
      width={480}
      onClose={onClose}
      onSubmit={submit}
      loading={create.isPending || update.isPending}
    >
      <TextInput label={t('settings:entryValue')} withAsterisk {...form.getInputProps('value')} />
      <TextInput label={t('settings:entryLabel')} withAsterisk {...form.getInputProps('label')} />
      <TextInput label={t('settings:entryLabelEn')} withAsterisk {...form.getInputProps('labelEn')} />
      <NumberInput label={t('settings:orderIndex')} min={0} {...form.getInputProps('orderIndex')} />
      <Switch label={t('settings:isDisabled')} {...form.getInputProps('isDisabled', { type: 'checkbox' })} />
    </FormDialog>
  );
}

/** The data dictionary: categories on the left, the chosen category's entries on the right. */
export function DictionaryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = params.get('category') ?? '';
  const categories = useApiQuery(dictionaryCategoryEndpoints.getAll, {});
  const entries = useApiQuery(
    dictionaryEntryEndpoints.getAll,
    { categoryCode: code, enabledOnly: false },
    { enabled: Boolean(code) },
  );
  const removeEntry = useApiMutation(dictionaryEntryEndpoints.softDelete, { invalidates: DICTIONARY });
  const removeCategory = useApiMutation(dictionaryCategoryEndpoints.softDelete, {
    invalidates: DICTIONARY,
  });
  const [confirmDialog, confirm] = useConfirm();
  const [dialog, setDialog] = useState<null | 'category' | 'entry' | DictionaryEntry>(null);
  const choose = (row: DictionaryCategory) => setParams({ category: row.code });
  return (
    <Stack p="md" data-testid="dictionary">
      <Title order={3}>{t('settings:dataDictionary')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb="xs">
              <Title order={5}>{t('settings:dataDictionary.categories')}</Title>
              <Button size="xs" onClick={() => setDialog('category')}>
                {t('settings:addCategory')}
              </Button>
            </Group>
            <DataTable
              data-testid="dictionary-categories"
              highlightOnHover
              columns={[
                { accessor: 'code', title: 'settings:dictionaryCode' },
                { accessor: 'name', title: 'settings:name' },
                { accessor: 'entryCount', title: 'settings:entryCount' },
                {
                  key: 'actions',
                  render: (row) => (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant={row.code === code ? 'filled' : 'light'}
                        onClick={() => choose(row)}
                      >
                        {t('settings:dataDictionary.details')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={async () => {
                          if (await confirm(t('settings:confirmDeleteCategory')))
                            removeCategory.mutate({ id: row.id });
                        }}
                      >
                        {t('resource:delete')}
                      </Button>
                    </Group>
                  ),
                },
              ]}
              records={categories.data ?? []}
              loaded={categories.isSuccess}
              rowKey={(row) => row.id}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="sm">
            <Group justify="space-between" mb="xs">
              <Title order={5}>
                {t('settings:dataDictionary.details')}
                {code ? ` · ${code}` : ''}
              </Title>
              <Button size="xs" disabled={!code} onClick={() => setDialog('entry')}>
                {t('settings:addEntry')}
              </Button>
            </Group>
            {!code && <Text c="dimmed">{t('settings:chooseCategory')}</Text>}
            {code && (
              <DataTable
                data-testid="dictionary-entries"
                columns={[
                  { accessor: 'value', title: 'settings:entryValue' },
                  { accessor: 'label', title: 'settings:entryLabel' },
                  { accessor: 'labelEn', title: 'settings:entryLabelEn' },
                  { accessor: 'orderIndex', title: 'settings:orderIndex' },
                  {
                    key: 'actions',
                    render: (row) => (
                      <Group gap={4} wrap="nowrap">
                        <Button size="compact-xs" variant="light" onClick={() => setDialog(row)}>
                          {t('resource:edit')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={async () => {
                            if (await confirm(t('settings:confirmDeleteEntry')))
                              removeEntry.mutate({ id: row.id });
                          }}
                        >
                          {t('resource:delete')}
                        </Button>
                      </Group>
                    ),
                  },
                ]}
                records={entries.data ?? []}
                loaded={entries.isSuccess}
                rowKey={(row) => row.id}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {confirmDialog}
      {dialog === 'category' && <CategoryDialog onClose={() => setDialog(null)} />}
      {dialog !== null && dialog !== 'category' && (
        <EntryDialog
          categoryCode={code}
          entry={dialog === 'entry' ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
