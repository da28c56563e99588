import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type EmpowerNode, empowerStates, roleEndpoints, routeTo, toggleEmpower } from '@wms/api';
import { useApiMutation, useApiQuery } from '@wms/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

type States = ReturnType<typeof empowerStates>;

interface NodeProps {
  node: EmpowerNode;
  states: States;
  onToggle: (code: string, on: boolean) => void;
  disabled: boolean;
}

/** One tick of the tree: checked, half-checked (some below are) or not. */
function NodeCheck({ node, states, onToggle, disabled }: NodeProps) {
  const state = states.get(node.code) ?? 'none';
  return (
    <Checkbox
      label={node.title}
      checked={state === 'checked'}
      indeterminate={state === 'half'}
      disabled={disabled}
      data-code={node.code}
      onChange={(event) => onToggle(node.code, event.currentTarget.checked)}
    />
  );
}

/**
 * Role-empower: the plan's menus, pages and function points as a tree. A parent is half-checked when
 * some of what is under it is held; ticking it ticks everything below that the caller may grant.
 */
export function RoleEmpowerPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const tree = useApiQuery(roleEndpoints.getEmpowerTree, { id }, { enabled: Boolean(id) });
  const save = useApiMutation(roleEndpoints.setEmpower);
  const [held, setHeld] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (tree.data) setHeld(new Set(tree.data.checked));
  }, [tree.data]);
  const nodes = tree.data?.nodes ?? [];
  const states = useMemo(() => empowerStates(nodes, held), [nodes, held]);
  const childrenOf = useMemo(() => {
    const map = new Map<string, EmpowerNode[]>();
    for (const node of nodes) {
      const key = node.parentCode ?? '';
      map.set(key, [...(map.get(key) ?? []), node]);
    }
    return map;
  }, [nodes]);
  // Function points whose page is not in the catalogue sit at the top: one box for all of them.
  const roots = useMemo(() => {
    const top = childrenOf.get('') ?? [];
    return {
      menus: top.filter((n) => n.resourceType === 1 || childrenOf.has(n.code)),
      loose: top.filter((n) => n.resourceType !== 1 && !childrenOf.has(n.code)),
    };
  }, [childrenOf]);
  const grantableUnder = (code: string): boolean =>
    nodes.some((n) => n.code === code && n.grantable) ||
    (childrenOf.get(code) ?? []).some((child) => grantableUnder(child.code));
  const onToggle = (code: string, on: boolean) => setHeld((now) => toggleEmpower(nodes, now, code, on));
  const check = (node: EmpowerNode) => (
    <NodeCheck
      key={node.code}
      node={node}
      states={states}
      onToggle={onToggle}
      disabled={!grantableUnder(node.code)}
    />
  );
  const role = tree.data?.role;
  return (
    <Stack p="md" data-testid="role-empower">
      <Group justify="space-between">
        <Title order={3}>
          {t('settings:roleEmpower')}
          {role ? ` · ${role.name}` : ''}
        </Title>
        <Group>
          <Button component={Link} to={routeTo('system.role')} variant="default">
            {t('settings:backToRoles')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={!role || role.isAdmin}
            onClick={() => save.mutate({ id, codes: [...held] })}
          >
            {t('settings:savePermissions')}
          </Button>
        </Group>
      </Group>
      <Alert color="blue">{t('settings:empowerHint')}</Alert>
      {roots.menus.map((menu) => (
        <Paper key={menu.code} withBorder p="sm" data-menu={menu.code}>
          {check(menu)}
          <Stack gap={6} pl="lg" mt="xs">
            {(childrenOf.get(menu.code) ?? []).map((page) => (
              <div key={page.code}>
                {check(page)}
                {(childrenOf.get(page.code) ?? []).length > 0 && (
                  <SimpleGrid cols={{ base: 2, md: 4 }} pl="lg" mt={4} spacing={4}>
                    {(childrenOf.get(page.code) ?? []).map(check)}
                  </SimpleGrid>
                )}
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
      {roots.loose.length > 0 && (
        <Paper withBorder p="sm" data-menu="other">
          <Text fw={500} mb="xs">
            {t('settings:otherPermissions')}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={4}>
            {roots.loose.map(check)}
          </SimpleGrid>
        </Paper>
      )}
      {tree.data && !nodes.length && <Text c="dimmed">—</Text>}
    </Stack>
  );
}
