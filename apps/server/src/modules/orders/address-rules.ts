import type { Recipient } from '@wms/api';

/** USPS state and territory codes, with the names platforms send instead (normalised to the code). */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
};
const BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

export type AddressIssueCode = 'required' | 'stateCode' | 'zipFormat' | 'phoneFormat';
export interface AddressIssue {
  field: keyof Recipient;
  code: AddressIssueCode;
}

const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** The state as a USPS code when the name or code is known, else as given. */
export function normaliseState(country: string, state: string): string {
  if (country !== 'US') return state.trim();
  const value = state.trim();
  if (US_STATES[value.toUpperCase()]) return value.toUpperCase();
  return BY_NAME.get(value.toLowerCase()) ?? value;
}

/**
 * Rules-based address check (no external service): required fields everywhere; for the US a known state
 * or territory code (names are accepted and normalised) and a ZIP or ZIP+4.
 */
export function checkAddress(recipient: Recipient): AddressIssue[] {
  const issues: AddressIssue[] = [];
  const required = ['receiverName', 'country', 'state', 'city', 'postalCode', 'address1'] as const;
  for (const field of required)
    if (!String(recipient[field] ?? '').trim()) issues.push({ field, code: 'required' });
  if (recipient.phone && !PHONE.test(recipient.phone)) issues.push({ field: 'phone', code: 'phoneFormat' });
  if (recipient.country !== 'US') return issues;
  if (recipient.state.trim() && !US_STATES[normaliseState('US', recipient.state)])
    issues.push({ field: 'state', code: 'stateCode' });
  if (recipient.postalCode.trim() && !ZIP.test(recipient.postalCode.trim()))
    issues.push({ field: 'postalCode', code: 'zipFormat' });
  return issues;
}

/** The recipient as stored: trimmed, state normalised. */
export function normaliseRecipient(recipient: Recipient): Recipient {
  return {
    ...recipient,
    state: normaliseState(recipient.country, recipient.state),
    postalCode: recipient.postalCode.trim(),
  };
}
