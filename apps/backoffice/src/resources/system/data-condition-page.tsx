import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DATA_CONDITIONS, type RoleRow, roleEndpoints, warehouseEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { DataTable, useApiQuery, useCan, useCustomerOptions } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleForm } from './roles.resource.tsx';

type Condition = (typeof DATA_CONDITIONS)[number];

/** Names of the warehouses and customers a condition lists; an id the caller cannot see stays an id. */
function useScopeNames(): Record<Condition['field'], Map<string, string>> {
  const warehouses = useApiQuery(warehouseEndpoints.getList, {});
  const customers = useCustomerOptions();
  return {
    warehouseIds: new Map((warehouses.data ?? []).map((w) => [w.warehouseId, w.warehouseName])),
    customerIds: new Map(customers.map((c) => [c.value, c.label])),
  };
}

/** One declared condition and, under it, the roles that set it, each editable in the role form. */
function ConditionNode({
  condition,
  roles,
  names,
  onEdit,
}: {
  condition: Condition;
  roles: RoleRow[];
  names: Map<string, string>;
  onEdit?: (role: RoleRow) => void;
}) {
  const { t } = useTranslation();
  const holders = roles.filter((r) => r.dataCondition[condition.field].length > 0);
  return (
    <Paper withBorder p="sm" data-testid={`data-condition-${condition.code}`}>
      <Title order={5}>{t(`develop:dataCondition.${condition.code}` as MessageKey)}</Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t(`develop:dataCondition.${condition.code}.description` as MessageKey, { column: condition.column })}
      </Text>
      <DataTable<RoleRow>
        records={holders}
        rowKey={(r) => r.id}
        empty={t('develop:dataCondition.noRoles')}
        columns={[
          { accessor: 'name', title: 'develop:dataCondition.role' },
          {
            key: 'values',
            title: 'develop:dataCondition.values',
            render: (r) => r.dataCondition[condition.field].map((id) => names.get(id) ?? id).join(', '),
          },
          {
            key: 'actions',
            render: (r) =>
              onEdit && (
                <Button size="compact-xs" variant="light" onClick={() => onEdit(r)}>
                  {t('develop:dataCondition.edit')}
                </Button>
              ),
          },
        ]}
      />
    </Paper>
  );
}

/**
 * The data-condition tree: each declared condition (the list column it filters) with the roles that set
 * it; editing opens the role form, where a role's condition is kept. Roles without one are listed last.
 */
export function DataConditionPage() {
  const { t } = useTranslation();
  const can = useCan();
  const roles = useApiQuery(roleEndpoints.getPageList, { pageIndex: 1, pageSize: 100 });
  const names = useScopeNames();
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const rows = roles.data?.items ?? [];
  const onEdit = can(roleEndpoints.update) ? setEditing : undefined;
  const without = rows.filter((r) => DATA_CONDITIONS.every((c) => r.dataCondition[c.field].length === 0));
  return (
    <Stack p="md" data-testid="data-condition">
      <Title order={3}>{t('settings:dataCondition')}</Title>
      {DATA_CONDITIONS.map((condition) => (
        <ConditionNode
          key={condition.code}
          condition={condition}
          roles={rows}
          names={names[condition.field]}
          onEdit={onEdit}
        />
      ))}
      <Paper withBorder p="sm">
        <Title order={5}>{t('develop:dataCondition.none')}</Title>
        <Group gap="xs" mt="xs">
          {without.map((r) => (
            <Button
              key={r.id}
              size="compact-xs"
              variant="default"
              disabled={!onEdit}
              onClick={() => onEdit?.(r)}
            >
              {r.name}
            </Button>
          ))}
        </Group>
      </Paper>
      {editing && (
        <RoleForm
          rows={[editing]}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void roles.refetch();
          }}
        />
      )}
    </Stack>
  );
}
