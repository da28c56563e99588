/** Texts of the finance refusal codes (`@wms/api` financeErrorCodes). */
export const financeErrors = {
  BILL_STATE_REFUSED: 'Bill {{invoiceNo}} is {{state}}: "{{action}}" is not allowed',
  BILL_MONTH_OPEN: 'The month {{billMonth}} is not over yet and cannot be closed into bills',
  BILL_NOTHING_TO_CLOSE: 'There are no unbilled charges in {{billMonth}} to close',
  CHARGE_NOT_ON_BILL: 'Only a line of an unsettled bill can be corrected',
  CHARGE_ALREADY_REVERSED: 'This line has already been corrected; correct its latest charge instead',
  MISC_FEE_STATE_REFUSED: 'Miscellaneous fee {{feeNo}} is {{state}}: "{{action}}" is not allowed',
  VOUCHER_TYPE_REFUSED:
    'Voucher {{name}}: only png, jpeg, jpg, pdf, txt, doc, word, xls, xlsx, rar or zip files',
  WRITE_OFF_TOO_MUCH: 'Bill {{invoiceNo}} has only {{amountToPay}} left to pay',
  RECHARGE_STATE_REFUSED: 'Recharge {{serialNo}} is {{state}}: "{{action}}" is not allowed',
  BALANCE_INSUFFICIENT:
    'Customer {{customerCode}} is prepaid and its balance {{balance}} does not cover {{amount}}; recharge the account first',
  CREDIT_EXCEEDED:
    'Customer {{customerCode}} would exceed its credit limit {{limit}}: {{outstanding}} is owed and this costs {{amount}}',
  AUDIT_REASON_REQUIRED: 'Give the reason for the rejection',
};
