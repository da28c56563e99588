import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ICONS = ['/logo.svg', '/favicon.svg'];

/** The public /svg: the app's own icons, for checking them at a glance. */
export function SvgPage() {
  const { t } = useTranslation('chrome');
  return (
    <main style={{ padding: 24 }}>
      <Title order={1} size="h3" mb="md">
        {t('iconsTitle')}
      </Title>
      <SimpleGrid cols={6}>
        {ICONS.map((src) => (
          <Card key={src} withBorder>
            <Image src={src} alt={src} h={48} fit="contain" />
            <Text size="xs" ta="center">
              {src}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </main>
  );
}
