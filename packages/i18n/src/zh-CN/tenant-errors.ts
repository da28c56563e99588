import type { tenantErrors as en } from '../en/tenant-errors.ts';

/** 租户相关拒绝码的文案（`@wms/api` tenantErrorCodes）。 */
export const tenantErrors: typeof en = {
  TENANT_CODE_EXISTS: '租户编码 {{code}} 已存在',
  TENANT_NOT_FOUND: '租户不存在',
  TENANT_NOT_RELATED: '与该租户没有允许此操作的数据共享关系',
  TENANT_SELF_RELATION: '租户不能与自身建立关系',
  TENANT_RELATION_EXISTS: '这两个租户已有此关系',
  TENANT_RELATION_NOT_FOUND: '该关系不存在',
  TENANT_PLATFORM_LOCKED: '平台租户不能停用',
  SYNC_NO_CUSTOMER: '本租户没有编码为 {{code}} 的客户',
  SYNC_NO_WAREHOUSE: '本租户没有编码为 {{code}} 的仓库',
  SYNC_NO_PRODUCT: '客户 {{code}} 没有产品 {{productNo}}',
  SYNC_NO_LOCATION: '仓库 {{warehouse}} 没有库位 {{location}}',
};
