import { Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RowAction } from './actions.ts';

/**
 * The buttons of one row: those visible for it, links as links. Each keeps its whole label (a squeezed
 * actions column used to clip them); a row with many actions makes the table scroll sideways.
 */
export function RowActions<R>({
  row,
  actions,
  onRun,
  onDetail,
}: {
  row: R;
  actions: readonly RowAction<R>[];
  onRun: (action: RowAction<R>) => void;
  onDetail?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {onDetail && (
        <Button size="compact-xs" variant="subtle" miw="max-content" onClick={onDetail}>
          {t('resource:detail')}
        </Button>
      )}
      {actions
        .filter((action) => action.visible?.(row) ?? true)
        .map((action) =>
          action.to ? (
            <Anchor
              key={`${action.name}:${action.label}`}
              size="xs"
              miw="max-content"
              component={Link}
              to={action.to(row)}
            >
              {t(action.label)}
            </Anchor>
          ) : action.href ? (
            <Anchor
              key={`${action.name}:${action.label}`}
              size="xs"
              miw="max-content"
              href={action.href(row)}
              target="_blank"
              rel="noreferrer"
            >
              {t(action.label)}
            </Anchor>
          ) : (
            <Button
              key={`${action.name}:${action.label}`}
              size="compact-xs"
              variant="subtle"
              miw="max-content"
              color={action.color}
              onClick={() => onRun(action)}
            >
              {t(action.label)}
            </Button>
          ),
        )}
    </Group>
  );
}
