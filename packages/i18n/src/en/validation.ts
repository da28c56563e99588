/** Reasons used in field validation messages (`errors:VALIDATION`). */
export const validation = {
  required: 'is required',
  invalid: 'is invalid',
  tooShort: 'must be at least {{min}} characters',
  tooLong: 'must be at most {{max}} characters',
  tooSmall: 'must be at least {{min}}',
  tooBig: 'must be at most {{max}}',
  notOneOf: 'must be one of {{values}}',
  unknownField: 'is not a known field',
  twoDecimals: 'must be an integer or have at most two decimals',
  positive: 'must be greater than 0',
};
