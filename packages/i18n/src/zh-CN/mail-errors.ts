/** 邮件设置的拒绝码文本（`@wms/api` mailErrorCodes）。 */
export const mailErrors = {
  MAIL_ACCOUNT_NOT_FOUND: '邮件账号不存在',
  MAIL_ACCOUNT_EXISTS: '{{mailEmail}} 的邮件账号已存在',
  MAIL_PROVIDER_UNSUPPORTED:
    '仅支持 Gmail、Outlook（Microsoft 365）、QQ 邮箱或自定义 SMTP 服务器，并须使用其服务器设置',
  MAIL_SEND_FAILED: '邮件发送失败：{{reason}}',
  MAIL_ACCOUNT_DISABLED: '该邮件账号已停用，请先启用',
  MAIL_NO_ACCOUNT: '尚未配置已启用的默认发件账号',
  MAIL_LOG_NOT_RESENDABLE: '只有发送失败的邮件才能重新发送',
};
