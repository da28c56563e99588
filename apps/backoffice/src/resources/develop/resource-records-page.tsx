import { Badge, Button, Group, Pagination, Select, Stack, TextInput, Title } from '@mantine/core';
import { RESOURCE_TYPE, type ResourceRecord, resourceEndpoints } from '@wms/api';
import { DataTable, useApiMutation, useApiQuery, useCan, useConfirm } from '@wms/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceRecordDialog } from './resource-record-dialog.tsx';

/** Depth of each record in the flat tree (parentId), for indenting its title. */
function depths(items: readonly ResourceRecord[]): Map<string, number> {
  const byId = new Map(items.map((r) => [r.id, r]));
  const depth = new Map<string, number>();
  const of = (r: ResourceRecord): number => {
    const known = depth.get(r.id);
    if (known !== undefined) return known;
    const parent = r.parentId ? byId.get(r.parentId) : undefined;
    const d = parent ? of(parent) + 1 : 0;
    depth.set(r.id, d);
    return d;
  };
  for (const r of items) of(r);
  return depth;
}

/** Parents before children, siblings in order: the flat list read as a tree. */
function treeOrder(items: readonly ResourceRecord[]): ResourceRecord[] {
  const children = new Map<string | null, ResourceRecord[]>();
  for (const r of items) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const ids = new Set(items.map((r) => r.id));
  const out: ResourceRecord[] = [];
  const walk = (r: ResourceRecord) => {
    out.push(r);
    for (const c of children.get(r.id) ?? []) walk(c);
  };
  for (const r of items) if (!r.parentId || !ids.has(r.parentId)) walk(r);
  return out;
}

/** API management shows its flat list a page at a time: hundreds of rows at once were slow to lay out. */
const API_PAGE = 50;

/**
 * Resource management (menus, pages and function points as a tree) or API management (the APIs behind
 * the function points with their API config), over the System/Resource calls.
 */
export function ResourceRecordsPage({ apis }: { apis: boolean }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string | null>(null);
  const query = apis
    ? { resourceType: RESOURCE_TYPE.api, keyword: keyword || undefined }
    : { resourceType: type ? (Number(type) as 1 | 2 | 3) : undefined, keyword: keyword || undefined };
  const tree = useApiQuery(resourceEndpoints.getTree, query);
  const remove = useApiMutation(resourceEndpoints.remove);
  const [confirmDialog, confirm] = useConfirm();
  const [dialog, setDialog] = useState<{ record: ResourceRecord | null; parentId?: string | null } | null>(
    null,
  );
  const items = useMemo(() => {
    const all = (tree.data?.items ?? []).filter((r) => apis || r.resourceType !== RESOURCE_TYPE.api);
    return apis ? all : treeOrder(all);
  }, [tree.data, apis]);
  const depth = useMemo(() => depths(items), [items]);
  const pages = apis ? Math.max(1, Math.ceil(items.length / API_PAGE)) : 1;
  // A search that leaves fewer pages shows the last one.
  const current = Math.min(page, pages);
  const shown = apis ? items.slice((current - 1) * API_PAGE, current * API_PAGE) : items;
  const title = (r: ResourceRecord) => (i18n.language === 'en' ? r.title_En : r.title);
  const editable = can(resourceEndpoints.update);
  return (
    <Stack p="md" data-testid={apis ? 'api-management' : 'resource-management'}>
      <Group justify="space-between">
        <Title order={3}>{t(apis ? 'develop:apiManagement' : 'develop:resources')}</Title>
        {can(resourceEndpoints.create) && (
          <Button onClick={() => setDialog({ record: null, parentId: null })}>
            {t('develop:resource.add')}
          </Button>
        )}
      </Group>
      <Group>
        <TextInput
          w={280}
          label={t('develop:resource.keyword')}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="resource-keyword"
        />
        {!apis && (
          <Select
            w={200}
            clearable
            label={t('develop:resource.type')}
            data={['1', '2', '3'].map((v) => ({
              value: v,
              label: t(`develop:resource.type.${v}` as 'develop:resource.type.1'),
            }))}
            value={type}
            onChange={setType}
          />
        )}
      </Group>
      <DataTable<ResourceRecord>
        data-testid="resource-records"
        striped
        records={shown}
        rowKey={(r) => r.id}
        loaded={tree.isSuccess}
        columns={[
          {
            key: 'title',
            title: 'develop:resource.title',
            width: apis ? 240 : undefined,
            render: (r) => <span style={{ paddingLeft: (depth.get(r.id) ?? 0) * 16 }}>{title(r)}</span>,
          },
          // An API's code is its method and address, shown in their own columns; every row is an API.
          ...(apis
            ? [
                {
                  key: 'httpMethod',
                  title: 'develop:resource.httpMethod' as const,
                  render: (r: ResourceRecord) => (
                    <Badge variant="outline" color="gray">
                      {r.httpMethod}
                    </Badge>
                  ),
                },
                { accessor: 'url' as const, title: 'develop:resource.url' as const, noWrap: true },
                {
                  accessor: 'description' as const,
                  title: 'develop:resource.description' as const,
                  width: 160,
                },
              ]
            : [
                { accessor: 'code' as const, title: 'develop:resource.code' as const },
                {
                  key: 'type',
                  title: 'develop:resource.type' as const,
                  render: (r: ResourceRecord) => (
                    <Badge variant="light">{t(`develop:resource.type.${r.resourceType}`)}</Badge>
                  ),
                },
                { accessor: 'path' as const, title: 'develop:resource.path' as const },
              ]),
          { accessor: 'updatedTime', title: 'develop:resource.updatedTime', kind: 'datetime' },
          {
            key: 'actions',
            render: (r) =>
              editable && (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="light" onClick={() => setDialog({ record: r })}>
                    {t('develop:resource.edit')}
                  </Button>
                  {!apis && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setDialog({ record: null, parentId: r.id })}
                    >
                      {t('develop:resource.addChild')}
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={async () => {
                      if (await confirm(t('develop:resource.confirmDelete', { title: title(r) })))
                        remove.mutate({ id: r.id });
                    }}
                  >
                    {t('develop:resource.delete')}
                  </Button>
                </Group>
              ),
          },
        ]}
      />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`resource:pageControl_${control}`) })}
          data-testid="api-pager"
        />
      )}
      {dialog && (
        <ResourceRecordDialog
          record={dialog.record}
          parentId={dialog.parentId}
          onClose={() => setDialog(null)}
        />
      )}
      {confirmDialog}
    </Stack>
  );
}

export const ResourcesPage = () => <ResourceRecordsPage apis={false} />;
export const ApiManagementPage = () => <ResourceRecordsPage apis />;
