import { Checkbox, Stack, Text } from '@mantine/core';
import { type UserRow, userEndpoints } from '@wms/api';
import { FormDialog, type ResourceFormProps, useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountUpdate } from './account-update.ts';

/**
 * PDA configuration of one handheld account: which PDA menus it gets beyond its role, as extra function
 * points. The rest of the account is saved as it is; the server refuses menus the administrator lacks.
 */
export function PdaMenusDialog({ rows, onClose, onDone }: ResourceFormProps<UserRow>) {
  const { t, i18n } = useTranslation();
  const row = rows[0]!;
  const detail = useApiQuery(userEndpoints.getUserNewDetail, { id: row.id });
  const menus = useApiQuery(userEndpoints.getPDAMenuList, { all: true });
  const pdaCodes = new Set((menus.data ?? []).map((m) => m.code));
  const [picked, setPicked] = useState<string[] | null>(null);
  const held = picked ?? (detail.data?.extraFunctionPoints ?? []).filter((c) => pdaCodes.has(c));
  const update = useApiMutation(userEndpoints.updateNew);
  const save = async () => {
    const d = detail.data;
    if (!d) return;
    const input = accountUpdate(d, {
      extraFunctionPoints: [...d.extraFunctionPoints.filter((c) => !pdaCodes.has(c)), ...held],
    });
    await update.mutateAsync(input).then(onDone, () => undefined);
  };
  return (
    <FormDialog
      title={`${t('settings:pdaConfig')} · ${row.account}`}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      loading={update.isPending || !detail.data || !menus.data}
    >
      <Text size="sm" c="dimmed">
        {t('settings:pdaConfigHint')}
      </Text>
      <Checkbox.Group value={held} onChange={setPicked} data-testid="pda-menus">
        <Stack gap="xs">
          {(menus.data ?? [])
            .filter((m) => m.resourceType === 2)
            .map((m) => (
              <Checkbox
                key={m.code}
                value={m.code}
                label={i18n.language.startsWith('zh') ? m.title : m.title_En}
              />
            ))}
        </Stack>
      </Checkbox.Group>
    </FormDialog>
  );
}
