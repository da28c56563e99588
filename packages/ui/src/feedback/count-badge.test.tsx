import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, formatBadgeCount } from './count-badge.tsx';

describe('CountBadge', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });

  it('renders the capped count and hides zero', () => {
    const { rerender } = render(
      <MantineProvider>
        <CountBadge count={250} />
      </MantineProvider>,
    );
    expect(screen.getByText('99+')).toBeTruthy();
    rerender(
      <MantineProvider>
        <CountBadge count={0} />
      </MantineProvider>,
    );
    expect(screen.queryByText('0')).toBeNull();
  });
});
