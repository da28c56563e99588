import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shellSettings } from './settings-store.ts';

export function CollapseButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      fullWidth
      mb={4}
      aria-expanded={!collapsed}
      onClick={() => shellSettings.update({ menuCollapsed: !collapsed })}
    >
      {collapsed ? t('expandMenu') : t('collapseMenu')}
    </Button>
  );
}
