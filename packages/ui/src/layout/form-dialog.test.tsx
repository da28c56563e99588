import { TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { FormDialog } from './form-dialog.tsx';

function setup(opened = true) {
  const done: string[] = [];
  renderWithProviders(
    <FormDialog
      title="Edit"
      opened={opened}
      onClose={() => done.push('close')}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        done.push('submit');
      }}
    >
      <TextInput label="Name" />
    </FormDialog>,
  );
  return done;
}

describe('FormDialog', () => {
  it('submits its form with Enter in a field and with Save', () => {
    const done = setup();
    fireEvent.submit(screen.getByLabelText('Name'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(done).toEqual(['submit', 'submit']);
  });

  it('cancels without submitting', () => {
    const done = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(done).toEqual(['close']);
  });

  it('shows nothing while closed', () => {
    setup(false);
    expect(screen.queryByLabelText('Name')).toBeNull();
  });
});
