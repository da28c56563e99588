/** Texts of the mail refusal codes (`@wms/api` mailErrorCodes). */
export const mailErrors = {
  MAIL_ACCOUNT_NOT_FOUND: 'The mail account does not exist',
  MAIL_ACCOUNT_EXISTS: 'A mail account for {{mailEmail}} already exists',
  MAIL_PROVIDER_UNSUPPORTED:
    'Only Gmail, Outlook (Microsoft 365), QQ Mail or a custom SMTP server can be used, with their own server settings',
  MAIL_SEND_FAILED: 'The mail could not be sent: {{reason}}',
  MAIL_ACCOUNT_DISABLED: 'The mail account is disabled; enable it first',
  MAIL_NO_ACCOUNT: 'No enabled default outgoing mail account is configured',
  MAIL_LOG_NOT_RESENDABLE: 'Only a failed mail can be sent again',
};
