import { Alert, Center } from '@mantine/core';
import { tenantEndpoints } from '@wms/api';
import { useApiQuery } from '@wms/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

/**
 * An address no menu entry of the user matches. A value-added page reached by a user of the standard
 * edition (a link, a bookmark) says why, with the version gate's message; anything else goes to /401.
 */
export function NoEntryRoute({ path }: { path: string }) {
  const { t } = useTranslation();
  const [valueAdded, setValueAdded] = useState<boolean | null>(null);
  const info = useApiQuery(tenantEndpoints.getTenantInfo, {});
  useEffect(() => {
    let live = true;
    void import('./value-added-paths.ts').then((m) => {
      if (live) setValueAdded(m.isValueAddedPath(path));
    });
    return () => {
      live = false;
    };
  }, [path]);
  if (valueAdded === null || (valueAdded && info.isPending)) return null;
  if (valueAdded && info.data && !info.data.valueAdded)
    return (
      <Center mih="60vh" p="md">
        <Alert color="orange" role="alert" title={t('errors:VERSION_DENIED')} maw={560}>
          {t('shell:versionGateHint')}
        </Alert>
      </Center>
    );
  return <Navigate to="/401" replace />;
}
