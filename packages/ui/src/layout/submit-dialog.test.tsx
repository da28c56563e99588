import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { SubmitDialog } from './submit-dialog.tsx';

function setup(onSubmit: () => Promise<unknown>) {
  const done: string[] = [];
  renderWithProviders(
    <SubmitDialog
      title="t"
      onClose={() => done.push('close')}
      onDone={() => done.push('done')}
      onSubmit={onSubmit}
    >
      <span data-testid="field" />
    </SubmitDialog>,
  );
  return done;
}

describe('SubmitDialog', () => {
  it('runs the submit and then reports done', async () => {
    const done = setup(async () => null);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(done).toEqual(['done']));
  });

  it('stays open when the server refuses', async () => {
    const done = setup(async () => {
      throw new ApiError('no', 'X', 200);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm' }).hasAttribute('data-loading')).toBe(false),
    );
    expect(done).toEqual([]);
    expect(screen.getByTestId('field')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(done).toEqual(['close']);
  });
});
