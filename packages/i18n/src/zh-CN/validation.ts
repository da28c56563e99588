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
};
