import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../testing/render.tsx';
import { useZodForm } from './zod-form.ts';

/** A contract-style schema: the requirements' own messages are i18n keys. */
const schema = z
  .object({
    account: z.string().min(5).max(25),
    file: z.string().min(1, 'resource:selectFile'),
    quota: z.coerce.number().int().min(100),
    again: z.string(),
    password: z.string(),
  })
  .refine((v) => v.again === v.password, { path: ['again'], message: 'resource:onlyOne' });

function Form({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(schema, {
    initialValues: { account: 'ab', file: '', quota: '50', again: 'x', password: 'y' },
  });
  return (
    <form onSubmit={form.onSubmit(onSubmit)}>
      <TextInput label={t('tasks:filename')} {...form.getInputProps('account')} />
      <TextInput label={t('tasks:suffix')} {...form.getInputProps('file')} />
      <TextInput label={t('tasks:process')} {...form.getInputProps('quota')} />
      <TextInput label={t('tasks:kind')} {...form.getInputProps('again')} />
      <Button type="submit">{t('resource:submit')}</Button>
    </form>
  );
}

describe('useZodForm', () => {
  it('shows the schema messages in the user language and blocks submit', async () => {
    const submitted: unknown[] = [];
    renderWithProviders(<Form onSubmit={(v) => submitted.push(v)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('must be at least 5 characters')).toBeTruthy();
    expect(screen.getByText('Please select File')).toBeTruthy();
    expect(screen.getByText('must be at least 100')).toBeTruthy();
    expect(screen.getByText('Only one can be selected for operation!')).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it('submits once the values satisfy the schema', async () => {
    const submitted: unknown[] = [];
    renderWithProviders(<Form onSubmit={(v) => submitted.push(v)} />);
    fireEvent.change(screen.getByLabelText('File name'), { target: { value: 'admin01' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'a.xlsx' } });
    fireEvent.change(screen.getByLabelText('Progress'), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText('Task kind'), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Submit' });
    expect(submitted).toEqual([
      { account: 'admin01', file: 'a.xlsx', quota: '200', again: 'y', password: 'y' },
    ]);
  });
});
