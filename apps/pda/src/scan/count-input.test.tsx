import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountInput } from './count-input.tsx';

afterEach(cleanup);

function Counted() {
  const [value, setValue] = useState<string | number>(1);
  return (
    <>
      <CountInput label="Pallets" min={0} max={500} value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('CountInput', () => {
  it('takes whole counts only: a minus or a decimal point typed on the handheld is not taken', () => {
    render(
      <MantineProvider>
        <Counted />
      </MantineProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Pallets');
    fireEvent.change(input, { target: { value: '-123' } });
    expect(input.value).not.toContain('-');
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(input.value).not.toContain('.');
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.getByTestId('value').textContent).toBe('12');
  });
});
