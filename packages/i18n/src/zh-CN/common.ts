import type { common as en } from '../en/common.ts';

export const common: typeof en = {
  appName: 'WMS',
  systemName: '仓储管理系统',
  loading: '加载中…',
  empty: '暂无数据',
  retry: '重试',
  language: '语言',
  offline: '当前处于离线状态，显示的是最近一次加载的数据。',
  pdaName: 'WMS 手持终端',
  apiDocs: '接口文档',
  openPda: '打开手持终端应用',
};
