import type { receivingErrors as en } from '../en/receiving-errors.ts';

export const receivingErrors: typeof en = {
  RECEIVE_NOT_OPEN: '货柜 {{containerNo}} 为{{status}}状态，现在不能收货',
  RECEIVE_NOT_ON_SHIPMENT: '{{code}} 不在货柜 {{containerNo}} 上：请按意外 SKU 登记',
  RECEIVE_UNKNOWN_CODE: '该客户没有条码为 {{code}} 的产品',
  RECEIVE_NOTHING_COUNTED: '货柜 {{containerNo}} 尚未清点任何货物',
  PUT_AWAY_NOT_OPEN: '货柜 {{containerNo}} 为{{status}}状态，没有可上架的货物',
  PUT_AWAY_OVER_RECEIVED: '该行只剩 {{remaining}} 件待上架，不能上架 {{qty}} 件',
  PUT_AWAY_LOCATION: '库位 {{locationName}} 不能用于上架',
  PUT_AWAY_NOTHING: '{{code}} 没有待上架的货物',
  SHIPMENT_UNKNOWN: '货柜不存在',
};
