import {
  ActionIcon,
  Box,
  CloseButton,
  Group,
  Menu,
  ScrollArea,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import type { MenuItem } from '@wms/api';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { menuTitle } from '../routes/menus.ts';
import { useShellSettings } from './settings-store.ts';
import { applyTabAction, nextActive, type TabAction } from './tab-list.ts';
import { tabsStore, useTabs } from './tabs-store.ts';

/** The strip scrolls in steps of 240 px. */
export const TAB_SCROLL_STEP = 240;
const ACTIONS: TabAction[] = ['close', 'closeLeft', 'closeRight', 'closeOthers', 'closeAll'];

export function TabStrip({ menus, active }: { menus: readonly MenuItem[]; active: string }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const tabs = useTabs();
  const { tabIcons, tabStyle } = useShellSettings();
  const viewport = useRef<HTMLDivElement>(null);
  const run = (action: TabAction, target: string) => {
    const after = applyTabAction(tabs, action, target);
    tabsStore.set(after);
    const next = nextActive(tabs, after, active);
    if (next) void navigate(next);
  };
  const scroll = (dx: number) => viewport.current?.scrollBy({ left: dx, behavior: 'smooth' });
  const stacked = tabStyle === 'stacked';
  return (
    <Group gap={4} wrap="nowrap" px="xs" py={4} bg="var(--mantine-color-body)">
      <ActionIcon
        variant="subtle"
        aria-label={t('chrome:tabsScrollLeft')}
        onClick={() => scroll(-TAB_SCROLL_STEP)}
      >
        ‹
      </ActionIcon>
      <ScrollArea viewportRef={viewport} type="never" style={{ flex: 1 }}>
        <Group
          gap={stacked ? 0 : 4}
          wrap="nowrap"
          component="nav"
          aria-label={t('chrome:openTabs')}
          data-testid="tab-strip"
        >
          {tabs.map((tab) => {
            const entry = menus.find((m) => m.id === tab.entryId);
            const title = entry ? menuTitle(entry, i18n.language) : tab.fullPath;
            const selected = tab.fullPath === active;
            return (
              <Box
                key={tab.entryId}
                data-tab={tab.fullPath}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  whiteSpace: 'nowrap',
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: stacked ? 0 : 4,
                  background: selected ? 'var(--mantine-primary-color-filled)' : undefined,
                  color: selected ? 'var(--mantine-color-white)' : undefined,
                  padding: '2px 6px',
                }}
              >
                <UnstyledButton
                  data-page-tab
                  aria-current={selected ? 'page' : undefined}
                  onClick={() => void navigate(tab.fullPath)}
                  style={{ color: 'inherit', fontSize: 13, display: 'flex', gap: 4, alignItems: 'center' }}
                >
                  {tabIcons && (
                    <ThemeIcon size={16} variant="white" aria-hidden>
                      {title.slice(0, 1)}
                    </ThemeIcon>
                  )}
                  {title}
                </UnstyledButton>
                {tab.closable && (
                  <CloseButton
                    size="xs"
                    c="inherit"
                    aria-label={`${t('tabs.close')} ${title}`}
                    onClick={() => run('close', tab.fullPath)}
                  />
                )}
              </Box>
            );
          })}
        </Group>
      </ScrollArea>
      <ActionIcon
        variant="subtle"
        aria-label={t('chrome:tabsScrollRight')}
        onClick={() => scroll(TAB_SCROLL_STEP)}
      >
        ›
      </ActionIcon>
      <Menu position="bottom-end">
        <Menu.Target>
          <ActionIcon variant="default" aria-label={t('chrome:tabActions')}>
            ⋯
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {ACTIONS.map((action) => (
            <Menu.Item key={action} onClick={() => run(action, active)}>
              {t(`tabs.${action}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
