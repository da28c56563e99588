import { describe, expect, it } from 'vitest';
import { feeCalculationOf, feeCalculatorForm, formGirth } from './fee-calculator.schema.ts';

const filled = {
  customerId: 'c',
  warehouseId: 'w',
  signTypePrint: 'none',
  country: 'US',
  postalCode: '10001',
  unit: 2,
  length: 50,
  width: 40,
  height: 30,
  weight: 6,
};
const messages = (values: Record<string, unknown>) =>
  feeCalculatorForm.safeParse(values).error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? [];

describe('fee calculator form', () => {
  it('says what is missing in the spec’s words', () => {
    expect(
      messages({ ...filled, customerId: '', signTypePrint: '', postalCode: '', country: '', length: '' }),
    ).toEqual([
      'customerId shell:fee.selectCustomer',
      'signTypePrint shell:fee.selectSigningMethod',
      'country shell:fee.enterCountry',
      'postalCode shell:fee.enterPostalCode',
      'length shell:fee.enterSides',
    ]);
    expect(messages({ ...filled, postalCode: '1234567890123456' })).toEqual([
      'postalCode shell:fee.postalCodeMax',
    ]);
    expect(messages({ ...filled, weight: 1.005, height: -1, width: 100_000_000 })).toEqual([
      'width shell:fee.numberRule',
      'height shell:fee.numberRule',
      'weight shell:fee.numberRule',
    ]);
  });

  it('drops the unit and sends the US with system type 1; length + girth the carriers’ way', () => {
    const sent = feeCalculationOf(feeCalculatorForm.parse(filled));
    expect(sent).toMatchObject({ length: 50, weight: 6, country: 'US', systemType: 1 });
    expect(sent).not.toHaveProperty('unit');
    expect(formGirth({ length: 20, width: 10, height: 5 })).toBe(50);
    expect(formGirth({ length: 5, width: 20, height: 10 })).toBe(50);
  });
});
