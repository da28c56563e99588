import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { useConfirm } from './confirm.tsx';

function Asker({ answers }: { answers: boolean[] }) {
  const [dialog, confirm] = useConfirm();
  return (
    <>
      <Button onClick={async () => answers.push(await confirm('Delete it?'))}>ask</Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on Confirm and false on Cancel', async () => {
    const answers: boolean[] = [];
    renderWithProviders(<Asker answers={answers} />);
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answers).toEqual([true]));
    fireEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('Delete it?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([true, false]));
  });
});
