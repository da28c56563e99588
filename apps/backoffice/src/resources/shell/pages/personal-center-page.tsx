import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { authEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** Personal center (route /presonal/center): who I am, my role and my data permissions. */
export function PersonalCenterPage() {
  const { t } = useTranslation();
  const { data } = useApiQuery(authEndpoints.getUserInfo, {});
  const names = (list: { warehouseName?: string; customerName?: string }[] | undefined) =>
    list?.length ? list.map((x) => x.warehouseName ?? x.customerName).join(', ') : t('home:personal.all');
  return (
    <Stack p="md" maw={720}>
      <Title order={3}>{t('home:personalCenter')}</Title>
      {data && (
        <Card withBorder>
          <SimpleGrid cols={2} spacing="xs">
            <Text fw={600}>{t('home:personal.account')}</Text>
            <Text data-testid="personal-account">{data.account}</Text>
            <Text fw={600}>{t('home:personal.displayName')}</Text>
            <Text>{data.displayName}</Text>
            <Text fw={600}>{t('home:personal.role')}</Text>
            <Text>{data.roleName}</Text>
            <Text fw={600}>{t('home:personal.warehouses')}</Text>
            <Text>{names(data.warehouseList)}</Text>
            <Text fw={600}>{t('home:personal.customers')}</Text>
            <Text>{names(data.customerList)}</Text>
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
