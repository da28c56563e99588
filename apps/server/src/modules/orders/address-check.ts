import type { Recipient } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { checkAddress } from './address-rules.ts';

/** ValidateAddress: the rule check with each issue's reason in the caller's language. */
export function checkAddressIn(locale: Locale, recipient: Recipient) {
  const issues = checkAddress(recipient).map((issue) => ({
    field: issue.field,
    reason: translate(locale, `orders:address.${issue.code}`),
  }));
  return { valid: issues.length === 0, issues };
}
