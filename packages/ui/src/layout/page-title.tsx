import { Title } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const PageTitleContext = createContext<string | undefined>(undefined);

/** The shell gives each page its menu entry's title, as its tab and the window title show it. */
export const PageTitleProvider = PageTitleContext.Provider;

/** The title of the page on screen, from its menu entry; undefined outside the shell (component tests). */
export function usePageTitle(): string | undefined {
  return useContext(PageTitleContext);
}

/** A page's heading: its menu entry's title in the shell, else the given message. */
export function PageTitle({ fallback }: { fallback: MessageKey }) {
  const { t } = useTranslation();
  return <Title order={3}>{usePageTitle() ?? t(fallback)}</Title>;
}
