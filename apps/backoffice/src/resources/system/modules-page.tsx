import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CheckState, type EmpowerNode, roleEndpoints, routeTo } from '@wms/api';
import { DataTable, PageTitle, useApiMutation, useApiQuery } from '@wms/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

/** Modules: the catalogue's groups of menus, pages and function points in this plan. */
export function ModulesPage() {
  const { t } = useTranslation();
  const modules = useApiQuery(roleEndpoints.getModules, {});
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle fallback="settings:modules" />
        <Button component={Link} to={routeTo('system.module-empower')}>
          {t('settings:grantModules')}
        </Button>
      </Group>
      <DataTable
        striped
        columns={[
          { accessor: 'moduleId', title: 'settings:moduleId' },
          { accessor: 'title', title: 'settings:name' },
          { accessor: 'pageCount', title: 'settings:pageCount' },
          { accessor: 'pointCount', title: 'settings:functionPointCount' },
        ]}
        records={modules.data ?? []}
        loaded={modules.isSuccess}
        rowKey={(m) => m.moduleId}
      />
    </Stack>
  );
}

/** The state of a module for a role: all, some or none of what the caller may grant in it is held. */
function moduleState(codes: string[], held: ReadonlySet<string>): CheckState {
  const count = codes.filter((code) => held.has(code)).length;
  if (!codes.length || count === 0) return 'none';
  return count === codes.length ? 'checked' : 'half';
}

/**
 * Module-empower: grants or withdraws a whole module (its pages and function points) for a role at once;
 * only what the caller holds changes, as on role-empower.
 */
export function ModuleEmpowerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const roles = useApiQuery(roleEndpoints.getAll, {});
  const modules = useApiQuery(roleEndpoints.getModules, {});
  const tree = useApiQuery(roleEndpoints.getEmpowerTree, { id }, { enabled: Boolean(id) });
  const save = useApiMutation(roleEndpoints.setEmpower);
  const [held, setHeld] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (tree.data) setHeld(new Set(tree.data.checked));
  }, [tree.data]);
  const byModule = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const node of tree.data?.nodes ?? ([] as EmpowerNode[])) {
      if (node.resourceType === 1 || !node.grantable) continue;
      map.set(node.moduleId, [...(map.get(node.moduleId) ?? []), node.code]);
    }
    return map;
  }, [tree.data]);
  const toggle = (moduleId: string, on: boolean) =>
    setHeld((now) => {
      const next = new Set(now);
      for (const code of byModule.get(moduleId) ?? []) {
        if (on) next.add(code);
        else next.delete(code);
      }
      return next;
    });
  const isAdmin = tree.data?.role.isAdmin ?? false;
  return (
    <Stack p="md" data-testid="module-empower">
      <Title order={3}>{t('settings:moduleEmpower')}</Title>
      <Group align="flex-end">
        <Select
          label={t('settings:chooseRole')}
          searchable
          w={320}
          data={(roles.data ?? []).map((r) => ({ value: r.id, label: `${r.name} (${r.code})` }))}
          value={id || null}
          onChange={(value) => setParams(value ? { id: value } : {})}
        />
        <Button
          disabled={!id || isAdmin}
          loading={save.isPending}
          onClick={() => save.mutate({ id, codes: [...held] })}
        >
          {t('settings:savePermissions')}
        </Button>
      </Group>
      {id && (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {(modules.data ?? []).map((m) => {
            const codes = byModule.get(m.moduleId) ?? [];
            const state = moduleState(codes, held);
            return (
              <Paper key={m.moduleId} withBorder p="sm">
                <Checkbox
                  label={m.title}
                  checked={state === 'checked'}
                  indeterminate={state === 'half'}
                  disabled={!codes.length || isAdmin}
                  onChange={(event) => toggle(m.moduleId, event.currentTarget.checked)}
                />
                <Text size="xs" c="dimmed" mt={4}>
                  {t('settings:pageCount')} {m.pageCount} · {t('settings:functionPointCount')} {m.pointCount}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
