import type { transferErrors as en } from '../en/transfer-errors.ts';

export const transferErrors: typeof en = {
  TRANSFER_STATUS_REFUSED: '转运单 {{transID}} 为{{status}}状态，不能执行“{{action}}”',
  TRANSFER_STAFF_ONLY: '只有仓库人员可以对转运单 {{transID}} 执行此操作',
  TRANSFER_FILE_REQUIRED: '至少需要一个文件：备货文件或 BOL',
  TRANSFER_ETD_WINDOW: 'ETD {{etd}} 必须在未来两周内',
  TRANSFER_ETA_WINDOW: 'ETA {{eta}} 加 3 天必须在未来两周内',
  TRANSFER_PRODUCT_NOT_OWNED: '产品 {{productNo}} 不属于该转运单的客户',
  TRANSFER_WAREHOUSE_NOT_OWNED: '该客户未使用仓库 {{warehouse}}',
  TRANSFER_SHORT_TOO_MUCH: '产品 {{productNo}}：缺货 {{shortQty}} 件，超过下单数量 {{qty}} 件',
  TRANSFER_NO_PALLETS: '转运单 {{transID}} 还没有托盘：请先打托',
  TRANSFER_PICK_LIST_MISMATCH: '转运单 {{transID}} 不能加入拣货单 {{pickListNo}}：只能加入本仓库的{{kind}}',
  TRANSFER_ALREADY_PACKED: '转运单 {{transID}} 已在卡派装车单 {{packingNo}} 中',
  TRANSFER_PACKING_WAREHOUSES: '一个卡派装车单只能装同一仓库的转运单：{{transID}} 来自其他仓库',
};
