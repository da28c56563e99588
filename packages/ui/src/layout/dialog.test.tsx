import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { AppDialog, DetailDrawer, dialogWidth } from './dialog.tsx';

describe('dialogs', () => {
  it('are 900 px wide by default and never wider than 70% of the window', () => {
    expect(dialogWidth()).toBe('min(900px, 70vw)');
    expect(dialogWidth(1200)).toBe('min(1200px, 70vw)');
    renderWithProviders(
      <AppDialog opened onClose={() => {}} title="x">
        <span data-testid="body" />
      </AppDialog>,
    );
    const sized = [...document.querySelectorAll('[style]')].map((el) => el.getAttribute('style') ?? '');
    expect(sized.some((style) => style.includes('--modal-size: min(900px, 70vw)'))).toBe(true);
    expect(screen.getByTestId('body')).toBeTruthy();
  });

  it('shows a record as label and value pairs in the detail drawer', () => {
    renderWithProviders(
      <DetailDrawer
        opened
        onClose={() => {}}
        title="T"
        fields={[
          { label: 'A', value: '1' },
          { label: 'B', value: <b>2</b> },
        ]}
      />,
    );
    expect(screen.getByRole('dialog').textContent).toContain('A1B2');
  });
});
