import { Group, Paper, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A job of a scan task (a return, a transfer order) as a card: its number and badges, then what the task
 * shows of it. A waiting job is tapped to open it; the open one is tinted and not a button.
 */
export function JobCard({
  title,
  badges,
  onOpen,
  testId,
  children,
}: {
  title: string;
  badges?: ReactNode;
  onOpen?: () => void;
  testId: string;
  children: ReactNode;
}) {
  const body = (
    <Paper withBorder radius="md" p="sm" bg={onOpen ? undefined : 'blue.0'} data-testid={testId}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={4}>{title}</Title>
        {badges}
      </Group>
      {children}
    </Paper>
  );
  return onOpen ? (
    <UnstyledButton onClick={onOpen} w="100%">
      {body}
    </UnstyledButton>
  ) : (
    body
  );
}
