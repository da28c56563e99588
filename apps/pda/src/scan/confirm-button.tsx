import { Button, type ButtonProps, Group, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A large button that asks first (e.g. reporting a line out of stock). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  ...button
}: { label: string; question: string; onConfirm: () => void } & ButtonProps) {
  const { t } = useTranslation('pda');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="xl" {...button} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={question} centered>
        <Group grow>
          <Button size="lg" variant="default" onClick={() => setAsking(false)}>
            {t('cancel')}
          </Button>
          <Button
            size="lg"
            color={button.color}
            onClick={() => {
              setAsking(false);
              onConfirm();
            }}
          >
            {label}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
