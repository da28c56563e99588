import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type CategoryNode, categoryEndpoints } from '@wms/api';
import { AppDialog, useApiMutation, useApiQuery, useCan, useConfirm } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryForm, type CategoryValues } from './category-form.tsx';

const NEW: CategoryValues = {
  parentId: null,
  name: '',
  chineseName: '',
  englishName: '',
  sort: 0,
  iconFileId: null,
  isDisabled: false,
  isShow: true,
};

function CategoryRow({
  node,
  depth,
  onEdit,
  onAdd,
}: {
  node: CategoryNode;
  depth: number;
  onEdit: (node: CategoryNode) => void;
  onAdd: (parentId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useApiMutation(categoryEndpoints.delete);
  const [confirmDialog, confirm] = useConfirm();
  // Only the moves the user's function points allow (a read-only account sees the tree alone).
  const can = useCan();
  const zh = i18n.language.startsWith('zh');
  return (
    <>
      <Group pl={depth * 24} py={4} justify="space-between" data-testid="category-row">
        <Group gap="xs">
          <Avatar src={node.iconPath || null} size="sm" radius="sm" />
          <Text>{zh ? node.chineseName : node.englishName}</Text>
          <Text size="xs" c="dimmed">
            {node.name}
          </Text>
          {node.isDisabled && <Badge color="gray">{t('products:category.isDisabled')}</Badge>}
          {!node.isShow && <Badge color="yellow">{t('products:categoryHidden')}</Badge>}
        </Group>
        <Group gap={4}>
          {can(categoryEndpoints.create) && (
            <Button size="compact-xs" variant="subtle" onClick={() => onAdd(node.id)}>
              {t('products:addSubcategory')}
            </Button>
          )}
          {can(categoryEndpoints.update) && (
            <Button size="compact-xs" variant="subtle" onClick={() => onEdit(node)}>
              {t('resource:edit')}
            </Button>
          )}
          {can(categoryEndpoints.delete) && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={async () => {
                if (await confirm(t('products:confirmDeleteCategory')))
                  await remove.mutateAsync({ id: node.id }).catch(() => undefined);
              }}
            >
              {t('resource:delete')}
            </Button>
          )}
        </Group>
      </Group>
      {node.children.map((child) => (
        <CategoryRow key={child.id} node={child} depth={depth + 1} onEdit={onEdit} onAdd={onAdd} />
      ))}
      {confirmDialog}
    </>
  );
}

/** The category tree. */
export function CategoriesPage() {
  const { t } = useTranslation();
  const tree = useApiQuery(categoryEndpoints.getTree, { onlyShown: false });
  const [editing, setEditing] = useState<CategoryValues | null>(null);
  const can = useCan();
  const edit = ({
    id,
    parentId,
    name,
    chineseName,
    englishName,
    sort,
    iconFileId,
    isDisabled,
    isShow,
  }: CategoryNode) =>
    setEditing({ id, parentId, name, chineseName, englishName, sort, iconFileId, isDisabled, isShow });
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Title order={3}>{t('products:categories')}</Title>
        {can(categoryEndpoints.create) && (
          <Button onClick={() => setEditing(NEW)}>{t('resource:add')}</Button>
        )}
      </Group>
      <Paper withBorder p="md" data-testid="category-tree">
        {tree.data?.length === 0 && <Text c="dimmed">{t('resource:empty')}</Text>}
        {(tree.data ?? []).map((node) => (
          <CategoryRow
            key={node.id}
            node={node}
            depth={0}
            onEdit={edit}
            onAdd={(parentId) => setEditing({ ...NEW, parentId })}
          />
        ))}
      </Paper>
      <AppDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('products:editCategory')}
      >
        {editing && <CategoryForm initial={editing} onDone={() => setEditing(null)} />}
      </AppDialog>
    </Stack>
  );
}
