import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { DateFormatProvider } from './preferences.tsx';
import { statusBadgeColors } from './status-colors.ts';
import { CodeText, DateText, Measure, Money, StatusBadge } from './values.tsx';

describe('value display', () => {
  it('shows money in USD and measures in lbs, in and m³', () => {
    renderWithProviders(
      <>
        <Money value="1234.5" />|<Measure value={3.456} unit="lb" />|<Measure value="12" unit="in" />|
        <Measure value={0.5} unit="m3" />|<Money value={null} />
      </>,
    );
    expect(document.body.textContent).toContain('$1,234.50|3.46 lbs|12 in|0.5 m³|');
  });

  it('switches every date between year-month-day and the form with hour:minute:second, in US Pacific with the zone named', () => {
    const { rerender } = renderWithProviders(<DateText value="2026-07-04T12:00:00Z" />);
    expect(screen.getByText('2026-07-04')).toBeTruthy();
    rerender(
      <DateFormatProvider value="datetime">
        <DateText value="2026-07-04T12:00:00Z" />
      </DateFormatProvider>,
    );
    expect(screen.getByText('2026-07-04 05:00:00 PDT')).toBeTruthy();
  });

  it('shows a code by its label, and a code without one as it is', () => {
    renderWithProviders(
      <>
        <CodeText value="pickList" prefix="inventory:source" />|
        <CodeText value="erp-x" prefix="inventory:source" />|
        <CodeText value={null} prefix="inventory:source" />
      </>,
    );
    expect(document.body.textContent).toContain('Pick list|erp-x|');
  });

  it('shows a status with its label and colour', () => {
    renderWithProviders(<StatusBadge value={3} prefix="tasks:fileStatus" colors={{ 3: 'red' }} />);
    const badge = screen.getByText('Failed').closest('[data-status]');
    expect(badge?.getAttribute('data-status')).toBe('3');
  });

  it('draws the status text in an AA shade, not the light variant shade 6', () => {
    renderWithProviders(<StatusBadge value={2} prefix="tasks:fileStatus" colors={{ 2: 'green' }} />);
    const badge = screen.getByText('Completed').closest<HTMLElement>('[data-status]');
    expect(badge?.style.getPropertyValue('--badge-color')).toBe(
      statusBadgeColors(DEFAULT_THEME.colors.green, 'light').text,
    );
    expect(badge?.style.getPropertyValue('--badge-bg')).toBe(DEFAULT_THEME.colors.green[0]);
  });
});
