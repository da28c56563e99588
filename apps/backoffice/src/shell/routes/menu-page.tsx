import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { MenuItem } from '@wms/api';
import { PageTitleProvider } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { views } from '../../app/views.ts';
import { lazyView, ViewBoundary } from './lazy-view.tsx';
import { menuTitle, newWindowUrl } from './menus.ts';

/** A menu entry whose screen this build does not have says so instead of a blank page. */
function NotBuiltPage({ entry }: { entry: MenuItem }) {
  const { t, i18n } = useTranslation('chrome');
  return (
    <Alert color="gray" title={t('notBuiltTitle')} m="md" data-testid="not-built">
      {t('notBuiltBody', { title: menuTitle(entry, i18n.language) })}
    </Alert>
  );
}

/** linkType 2, openMode 1: the external page embedded in the layout. */
function EmbeddedPage({ entry }: { entry: MenuItem }) {
  const { t, i18n } = useTranslation('chrome');
  return (
    <iframe
      title={t('embeddedTitle', { title: menuTitle(entry, i18n.language) })}
      src={entry.viewPath}
      style={{ border: 0, width: '100%', height: 'calc(100vh - 120px)' }}
    />
  );
}

/** openMode 2 or a `/blank` page reached by address: it lives in its own window. */
function NewWindowPage({ entry }: { entry: MenuItem }) {
  const { t, i18n } = useTranslation('chrome');
  return (
    <Stack p="md" align="flex-start">
      <Title order={4}>{t('newWindowTitle', { title: menuTitle(entry, i18n.language) })}</Title>
      <Button onClick={() => globalThis.open(newWindowUrl(entry), '_blank', 'noopener')}>
        {t('openAgain')}
      </Button>
    </Stack>
  );
}

export function MenuPage({ entry }: { entry: MenuItem }) {
  const { i18n } = useTranslation();
  if (entry.linkType === 2) {
    return entry.openMode === 1 ? <EmbeddedPage entry={entry} /> : <NewWindowPage entry={entry} />;
  }
  const load = views[entry.viewPath];
  if (!load) return <NotBuiltPage entry={entry} />;
  const View = lazyView(entry.viewPath, load);
  const title = menuTitle(entry, i18n.language);
  return (
    // A failure names the page as its menu does, never by its internal view id.
    <ViewBoundary name={title}>
      <PageTitleProvider value={title}>
        <View />
      </PageTitleProvider>
    </ViewBoundary>
  );
}

/** A plain page outside the menus (`/screen`, `/config/init`): its view, or an honest gap. */
export function PublicView({ viewPath }: { viewPath: string }) {
  const { t } = useTranslation('chrome');
  const load = views[viewPath];
  if (!load)
    return (
      <Text p="xl" data-testid="not-built">
        {t('notBuiltTitle')}
      </Text>
    );
  const View = lazyView(viewPath, load);
  return (
    <ViewBoundary name={viewPath}>
      <View />
    </ViewBoundary>
  );
}
