import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ToolbarAction } from './actions.ts';
import { splitActions } from './split-actions.ts';

/** Up to this many everyday actions all show; beyond, the first four stay and the rest go under "More". */
export const TOOLBAR_INLINE = { all: 5, kept: 4 };

const isDestructive = <R,>(action: ToolbarAction<R>) => action.color === 'red';

/**
 * A list's toolbar in groups: the everyday actions first (the first few as buttons, the rest in a
 * "More actions" menu), then, set apart at the far end, the destructive ones (cancel, delete) in red.
 */
export function ResourceToolbar<R>({
  actions,
  onRun,
}: {
  actions: readonly ToolbarAction<R>[];
  onRun: (action: ToolbarAction<R>) => void;
}) {
  const { t } = useTranslation();
  const harmless = actions.filter((action) => !isDestructive(action));
  const destructive = actions.filter(isDestructive);
  const { inline, more } = splitActions(harmless, () => false, TOOLBAR_INLINE);
  const key = (action: ToolbarAction<R>) => `${action.name}:${action.label}`;
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" data-testid="toolbar">
      <Group gap="xs">
        {inline.map((action) => (
          <Button key={key(action)} variant="light" onClick={() => onRun(action)}>
            {t(action.label)}
          </Button>
        ))}
        {more.length > 0 && (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default" aria-label={t('resource:moreActions')}>
                {t('resource:more')} ▾
              </Button>
            </Menu.Target>
            <Menu.Dropdown data-testid="toolbar-more">
              {more.map((action) => (
                <Menu.Item key={key(action)} onClick={() => onRun(action)}>
                  {t(action.label)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {destructive.length > 0 && (
        <Group gap="xs" data-testid="toolbar-destructive">
          {destructive.map((action) => (
            <Button key={key(action)} variant="outline" color="red" onClick={() => onRun(action)}>
              {t(action.label)}
            </Button>
          ))}
        </Group>
      )}
    </Group>
  );
}
