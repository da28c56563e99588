import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { StatusTabs } from './status-tabs.tsx';

const items = [
  { label: 'resource:all' as const },
  { value: 1, label: 'tasks:fileStatus.1' as const },
  { value: 3, label: 'tasks:fileStatus.3' as const },
];

describe('StatusTabs', () => {
  it('selects the tab of the URL value, shows counts and reports the chosen value', () => {
    const chosen: unknown[] = [];
    renderWithProviders(
      <StatusTabs items={items} value="3" counts={[12, 5, 7]} onChange={(v) => chosen.push(v)} />,
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Failed7');
    fireEvent.click(screen.getByRole('tab', { name: /All/ }));
    fireEvent.click(screen.getByRole('tab', { name: /Downloading/ }));
    expect(chosen).toEqual([undefined, 1]);
  });

  it('selects "All" when the field is empty and hides counts while they load', () => {
    renderWithProviders(<StatusTabs items={items} value={undefined} onChange={() => {}} />);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('All');
    expect(screen.queryByTestId('tab-count')).toBeNull();
  });
});
