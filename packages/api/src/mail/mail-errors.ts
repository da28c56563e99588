/** Refusal codes of the mail settings; spread into `ErrorCode`. */
export const mailErrorCodes = {
  mailAccountNotFound: 'MAIL_ACCOUNT_NOT_FOUND',
  mailAccountExists: 'MAIL_ACCOUNT_EXISTS',
  mailProviderUnsupported: 'MAIL_PROVIDER_UNSUPPORTED',
  mailSendFailed: 'MAIL_SEND_FAILED',
  mailAccountDisabled: 'MAIL_ACCOUNT_DISABLED',
  mailNoAccount: 'MAIL_NO_ACCOUNT',
  mailLogNotResendable: 'MAIL_LOG_NOT_RESENDABLE',
} as const;
