/** PDA 拣货、重新上架与查询的拒绝文案（`@wms/api` pdaErrorCodes）。 */
export const pdaErrors = {
  PICK_LEASED: '拣货单 {{pickListNo}} 已被 {{holder}} 领取',
  PICK_NOT_CHECKED_OUT: '请先领取拣货单 {{pickListNo}} 再拣货',
  PICK_WRONG_PRODUCT: '{{code}} 不是 {{productNo}}，请扫描本行的产品',
  PICK_LINE_DONE: '拣货单 {{pickListNo}} 第 {{seq}} 行已完成',
  PICK_LIST_COMPLETE: '拣货单 {{pickListNo}} 已完成，无需再拣货',
  PICK_UNKNOWN_CODE: '{{code}} 不是本拣货单的库位或产品',
  RELIST_NOT_FOUND: '该重新上架项不存在',
  RELIST_DONE: '该重新上架项已放回 {{locationName}}',
  RELIST_WRONG_ITEM: '{{code}} 不是待重新上架的产品',
  LOCATION_UNKNOWN: '本仓库没有库位 {{code}}',
  LOOKUP_NOT_FOUND: '没有与 {{code}} 匹配的产品或库位',
};
