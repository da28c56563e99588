import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * A count typed on the handheld: whole and never below zero. A minus or a decimal point is not taken at
 * all, rather than turned into an event the server refuses.
 */
export function CountInput(props: NumberInputProps) {
  return <NumberInput allowNegative={false} allowDecimal={false} {...props} />;
}
