import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncCounts } from '../../sync/use-sync-counts.ts';
import { pdaSession } from '../session.ts';

/** Logging out with scans still queued asks first; the queue stays on the device for this user. */
export function LogoutButton() {
  const { t } = useTranslation('pda');
  const { pending } = useSyncCounts();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        onClick={() => (pending ? setAsking(true) : pdaSession.signOut())}
      >
        {t('logout')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('logout')} centered>
        <Text size="lg" mb="md">
          {t('logoutPending', { count: pending })}
        </Text>
        <Group grow>
          <Button size="lg" variant="default" onClick={() => setAsking(false)}>
            {t('cancel')}
          </Button>
          <Button size="lg" color="red" onClick={() => pdaSession.signOut()}>
            {t('logout')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
