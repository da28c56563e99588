import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewLoader } from '../../app/views.ts';
import { withRetry } from './retry.ts';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per view, so a page keeps its state when the layout re-renders. */
export function lazyView(viewPath: string, load: ViewLoader): LazyExoticComponent<ComponentType> {
  let view = cache.get(viewPath);
  if (!view) {
    view = lazy(() => withRetry(load));
    cache.set(viewPath, view);
  }
  return view;
}

export function LoadFailed({ name }: { name: string }) {
  const { t } = useTranslation(['shell', 'chrome']);
  return (
    <Center py="xl">
      <Stack align="center">
        <Text c="red">{t('shell:routeLoadFailed', { name })}</Text>
        <Button onClick={() => globalThis.location.reload()}>{t('chrome:retry')}</Button>
      </Stack>
    </Center>
  );
}

/** A route whose import fails shows an error naming the view. */
export class ViewBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <LoadFailed name={this.props.name} />;
    return (
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        {this.props.children}
      </Suspense>
    );
  }
}
