import type { errors as enErrors, http as enHttp, request as enRequest } from '../en/errors.ts';
import { orderErrors } from './order-errors.ts';

export const errors: typeof enErrors = {
  VALIDATION: '{{field}}：{{reason}}',
  UNAUTHORIZED: '未授权，请登录',
  FORBIDDEN: '拒绝访问',
  NOT_FOUND: '请求地址出错',
  METHOD_NOT_ALLOWED: '请求方法错误',
  INTERNAL: '服务器内部错误',
  WBS00012: '登录已过期，请重新登录',
  WBS00013: '账号已在别处登录，请重新登录',
  WBS00014: '登录状态无效，请重新登录',
  USR0015: '该用户已被禁用',
  '99': '操作频繁，请稍后再试',
  VERSION_DENIED: '当前版本无法执行此操作！',
  TASK_NOT_FOUND: '任务不存在',
  TASK_NOT_CANCELLABLE: '只能取消未完成的任务',
  FILE_NOT_FOUND: '文件不存在',
  FILE_LINK_EXPIRED: '下载链接已过期，请到下载中心重新下载',
  ...orderErrors,
};

export const request: typeof enRequest = {
  success: '请求成功',
  timeout: '请求超时',
  frequent: '操作频繁，请稍后再试',
  syncFailed: '同步失败',
  pushFailed: '推送失败',
};

export const http: typeof enHttp = {
  '401': '未授权，请登录',
  '403': '拒绝访问',
  '404': '请求地址出错',
  '405': '请求方法错误',
  '408': '请求超时',
  '500': '服务器内部错误',
  '501': '服务未实现',
  '502': '网络错误',
  '503': '服务不可用',
  '504': '网络超时',
  '505': 'HTTP 版本不受支持',
};
