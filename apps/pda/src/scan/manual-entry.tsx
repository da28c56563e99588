import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Manual entry, always available: the same handler as a scan. A scanner firing into it works too. */
export function ManualEntry({
  onSubmit,
  label,
  extra,
}: {
  onSubmit: (code: string) => void;
  label?: string;
  /** Another way in, beside OK (the camera button). */
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('pda');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    setValue('');
    onSubmit(code);
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="end">
        <TextInput
          size="lg"
          flex={1}
          label={label ?? t('manualEntry')}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="done"
        />
        <Button size="lg" type="submit" disabled={!value.trim()}>
          {t('enter')}
        </Button>
        {extra}
      </Group>
    </form>
  );
}
