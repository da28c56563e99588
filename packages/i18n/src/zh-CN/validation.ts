import type { validation as en } from '../en/validation.ts';

export const validation: typeof en = {
  required: '不能为空',
  invalid: '格式不正确',
  tooShort: '至少 {{min}} 个字符',
  tooLong: '最多 {{max}} 个字符',
  tooSmall: '不能小于 {{min}}',
  tooBig: '不能大于 {{max}}',
  notOneOf: '只能是 {{values}} 之一',
  unknownField: '不是可识别的字段',
  twoDecimals: '只能是整数或最多两位小数',
  positive: '必须大于 0',
  account: '须为 5–25 位字母或数字',
  passwordRule: '须为 8–32 位，且包含字母和数字',
  passwordAgain: '请再次输入密码',
  passwordInconsistent: '两次输入的密码不一致。',
  email: '请输入有效的邮箱',
  resetCode: '须为邮件中的 6 位验证码',
  captcha: '请完成滑块验证',
  code: '只能包含字母、数字和 : _ - / .',
  integer: '须为整数',
  hundreds: '须为 100 的倍数',
};
