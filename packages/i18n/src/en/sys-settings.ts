/** The system settings pages (shipping, miscellaneous, basic, other) and the account pages. */
export const sysSettings = {
  'group.shipping': 'Shipping settings',
  'group.misc': 'Miscellaneous settings',
  'group.basic': 'Basic settings',
  'group.other': 'Other settings',
  'group.shipping.note':
    'How parcels are measured when an order is rated, labelled or priced in the fee calculator.',
  'group.misc.note': 'How long a picker keeps a pick list checked out on the PDA.',
  'group.basic.note': 'How long a login lasts. A change applies to the next login.',
  'group.other.note': "The window of data a customer's S–E grade is computed over.",
  'field.defaultDimDivisor': 'Default dimensional divisor',
  'field.defaultDimDivisor.hint':
    'Dimensional weight = length × width × height (in) / divisor, for a carrier the customer has no divisor of its own for (1–1000).',
  'field.pickLeaseMinutes': 'Pick list lease (minutes)',
  'field.pickLeaseMinutes.hint':
    'After this many minutes without a scan, another picker may check the list out (5–240).',
  'field.sessionHours': 'Session length (hours)',
  'field.sessionHours.hint': 'A login ends after this many hours (1–72).',
  'field.scoringWindowDays': 'Scoring window (days)',
  'field.scoringWindowDays.hint':
    'Orders, bills and returns of this many days count towards the grade (7–365).',
  defaults: 'Defaults',
  'defaults.hint': 'Fills in the defaults; press Save to keep them.',
  accountNotFound: 'This account does not exist or was removed.',
  backToAccounts: 'Back to accounts',
  accountConfig: 'Account configuration',
  deactivated: 'Deactivated',
  'wms.hint':
    "The warehouses and customers this account works with. Its role's data permission ({{permission}}) decides which of these lists limit what it sees.",
};
