import {
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { categoryEndpoints, categoryInputSchema, LIMITS } from '@wms/api';
import { fileToBase64, useApiMutation, useZodForm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryOptions } from './product-options.tsx';

export interface CategoryValues {
  id?: string;
  parentId: string | null;
  name: string;
  chineseName: string;
  englishName: string;
  sort: number;
  iconFileId: string | null;
  isDisabled: boolean;
  isShow: boolean;
}

/** Adds or edits a category: zh and en names, parent, sort, flags, and an icon of at most 200 KB. */
export function CategoryForm({ initial, onDone }: { initial: CategoryValues; onDone: () => void }) {
  const { t } = useTranslation();
  const parents = useCategoryOptions().filter((o) => o.value !== initial.id);
  const form = useZodForm(categoryInputSchema, {
    initialValues: initial as unknown as Record<string, unknown>,
  });
  const create = useApiMutation(categoryEndpoints.create);
  const update = useApiMutation(categoryEndpoints.update);
  const upload = useApiMutation(categoryEndpoints.uploadIcon);
  const [iconProblem, setIconProblem] = useState<string | null>(null);

  const chooseIcon = async (file: File | null) => {
    setIconProblem(null);
    if (!file) return form.setFieldValue('iconFileId', null);
    if (file.size > LIMITS.categoryIconMaxBytes) return setIconProblem(t('masterdata:rule.iconTooLarge'));
    const link = await upload
      .mutateAsync({ fileName: file.name, content: await fileToBase64(file) })
      .catch(() => null);
    if (link) form.setFieldValue('iconFileId', link.fileId);
  };
  const submit = form.onSubmit(async (values) => {
    const saved = initial.id
      ? update.mutateAsync({ ...(values as object), id: initial.id } as never)
      : create.mutateAsync(values as never);
    await saved.then(onDone, () => undefined);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput label={t('products:category.name')} withAsterisk {...form.getInputProps('name')} />
          <Select
            label={t('products:category.parent')}
            clearable
            searchable
            data={parents}
            {...form.getInputProps('parentId')}
          />
          <TextInput
            label={t('products:category.chineseName')}
            withAsterisk
            {...form.getInputProps('chineseName')}
          />
          <TextInput
            label={t('products:category.englishName')}
            withAsterisk
            {...form.getInputProps('englishName')}
          />
          <NumberInput label={t('products:category.sort')} {...form.getInputProps('sort')} />
          <FileInput
            label={t('products:category.icon')}
            accept="image/*"
            clearable
            onChange={chooseIcon}
            error={iconProblem}
          />
          <Switch
            label={t('products:category.isDisabled')}
            {...form.getInputProps('isDisabled', { type: 'checkbox' })}
          />
          <Switch
            label={t('products:category.isShow')}
            {...form.getInputProps('isShow', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('products:categoryIconTooLarge')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('resource:cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('resource:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
