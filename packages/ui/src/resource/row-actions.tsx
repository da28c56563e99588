import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RowAction } from './actions.ts';
import { splitActions } from './split-actions.ts';

/** A row's action or its detail button, as one kind of entry. */
type Entry<R> = { action: RowAction<R> } | { detail: () => void };

const isDestructive = <R,>(entry: Entry<R>) => 'action' in entry && entry.action.color === 'red';

/**
 * The buttons of one row: a few inline, the rest (and anything destructive) under "More", so the actions
 * column stays narrow and no data column has to hide under it. Inline entries share one style whether they
 * open a page, a file or a dialog.
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
  const entries: Entry<R>[] = [
    ...(onDetail ? [{ detail: onDetail }] : []),
    ...actions.filter((action) => action.visible?.(row) ?? true).map((action) => ({ action })),
  ];
  const { inline, more, destructive } = splitActions(entries, isDestructive, ROW_INLINE);
  const key = (entry: Entry<R>) =>
    'detail' in entry ? 'detail' : `${entry.action.name}:${entry.action.label}`;
  return (
    <Group gap={4} wrap="nowrap">
      {inline.map((entry) => (
        <InlineEntry key={key(entry)} entry={entry} row={row} onRun={onRun} />
      ))}
      {more.length + destructive.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              miw="max-content"
              aria-label={t('resource:moreActions')}
            >
              {t('resource:more')} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((entry) => (
              <MenuEntry key={key(entry)} entry={entry} row={row} onRun={onRun} />
            ))}
            {more.length > 0 && destructive.length > 0 && <Menu.Divider />}
            {destructive.map((entry) => (
              <MenuEntry key={key(entry)} entry={entry} row={row} onRun={onRun} />
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** Up to this many entries a row shows them all; beyond, the first two stay and the rest go under "More". */
export const ROW_INLINE = { all: 3, kept: 2 };

function InlineEntry<R>({
  entry,
  row,
  onRun,
}: {
  entry: Entry<R>;
  row: R;
  onRun: (action: RowAction<R>) => void;
}) {
  const { t } = useTranslation();
  const style = { size: 'compact-xs', variant: 'subtle', miw: 'max-content' } as const;
  if ('detail' in entry)
    return (
      <Button {...style} onClick={entry.detail}>
        {t('resource:detail')}
      </Button>
    );
  const { action } = entry;
  if (action.to)
    return (
      <Button {...style} component={Link} to={action.to(row)}>
        {t(action.label)}
      </Button>
    );
  if (action.href)
    return (
      <Button {...style} component="a" href={action.href(row)} target="_blank" rel="noreferrer">
        {t(action.label)}
      </Button>
    );
  return (
    <Button {...style} color={action.color} onClick={() => onRun(action)}>
      {t(action.label)}
    </Button>
  );
}

function MenuEntry<R>({
  entry,
  row,
  onRun,
}: {
  entry: Entry<R>;
  row: R;
  onRun: (action: RowAction<R>) => void;
}) {
  const { t } = useTranslation();
  if ('detail' in entry) return <Menu.Item onClick={entry.detail}>{t('resource:detail')}</Menu.Item>;
  const { action } = entry;
  if (action.to)
    return (
      <Menu.Item component={Link} to={action.to(row)}>
        {t(action.label)}
      </Menu.Item>
    );
  if (action.href)
    return (
      <Menu.Item component="a" href={action.href(row)} target="_blank" rel="noreferrer">
        {t(action.label)}
      </Menu.Item>
    );
  return (
    <Menu.Item color={action.color} onClick={() => onRun(action)}>
      {t(action.label)}
    </Menu.Item>
  );
}
