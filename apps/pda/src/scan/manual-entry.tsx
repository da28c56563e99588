import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
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
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    setValue('');
    onSubmit(code);
  };
  return (
    <form onSubmit={submit}>
      {/* Above the row, so the field and its buttons keep one line at 360 px. */}
      <Text component="label" htmlFor={id} fw={600} size="lg" display="block" mb={4}>
        {label ?? t('manualEntry')}
      </Text>
      <Group gap="xs" wrap="nowrap" align="end">
        <TextInput
          id={id}
          size="lg"
          flex={1}
          miw={0}
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
