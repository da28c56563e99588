/** Refusal codes of the finance area; spread into `ErrorCode`. */
export const financeErrorCodes = {
  billStateRefused: 'BILL_STATE_REFUSED',
  billMonthOpen: 'BILL_MONTH_OPEN',
  billNothingToClose: 'BILL_NOTHING_TO_CLOSE',
  chargeNotOnBill: 'CHARGE_NOT_ON_BILL',
  chargeAlreadyReversed: 'CHARGE_ALREADY_REVERSED',
  miscFeeStateRefused: 'MISC_FEE_STATE_REFUSED',
  voucherTypeRefused: 'VOUCHER_TYPE_REFUSED',
  writeOffTooMuch: 'WRITE_OFF_TOO_MUCH',
  rechargeStateRefused: 'RECHARGE_STATE_REFUSED',
  balanceInsufficient: 'BALANCE_INSUFFICIENT',
  creditExceeded: 'CREDIT_EXCEEDED',
  auditReasonRequired: 'AUDIT_REASON_REQUIRED',
} as const;
