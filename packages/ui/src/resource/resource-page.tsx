import { Button, Group, Stack } from '@mantine/core';
import type { Endpoint } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../data/api-context.tsx';
import { PageTitle } from '../layout/page-title.tsx';
import type { ListEndpoint, ResourceDefinition } from './define-resource.ts';
import { ResourceList } from './resource-list.tsx';

export interface ResourcePageProps<E extends ListEndpoint> {
  /** The title outside the shell; in it, the page is titled as its menu entry (`usePageTitle`). */
  titleKey: MessageKey;
  resource: ResourceDefinition<E>;
  /** An "add" link to the resource's own edit page, shown only to users who may call `endpoint`. */
  add?: { to: string; endpoint: Endpoint; label?: MessageKey };
  /** Controls in a row between the title and the list (e.g. the warehouse choice). */
  header?: ReactNode;
  /** False while the page is still choosing its default tab: the list waits. */
  ready?: boolean;
  /** What follows the list (dialogs, side panels). */
  children?: ReactNode;
}

/** A list screen: its title (with the add link when allowed), then the declared list. */
export function ResourcePage<E extends ListEndpoint>(props: ResourcePageProps<E>) {
  const { t } = useTranslation();
  const can = useCan();
  const { add, ready = true } = props;
  return (
    <Stack p="md">
      <Group justify="space-between">
        <PageTitle fallback={props.titleKey} />
        {add && can(add.endpoint) && (
          <Button component={Link} to={add.to}>
            {t(add.label ?? 'resource:add')}
          </Button>
        )}
      </Group>
      {props.header && <Group align="flex-end">{props.header}</Group>}
      {ready && <ResourceList resource={props.resource} />}
      {props.children}
    </Stack>
  );
}
