/** 合同与报价的拒绝代码文本（`@wms/api` contractErrorCodes）。 */
export const contractErrors = {
  CONTRACT_NOT_FOUND: '合同不存在',
  CONTRACT_NO_EXISTS: '合同编号 {{contractNo}} 已存在',
  CONTRACT_FILE_FORMAT: '上传格式不正确，请重新上传。合同文件须为 PDF',
  CONTRACT_FILE_TOO_LARGE: '合同文件须为不超过 20M 的 PDF',
  QUOTATION_NOT_FOUND: '报价不存在',
  ZONE_CHARGE_NEEDS_ONE: '必须有一项大于零（{{service}}）',
  CHARGE_NAME_DUPLICATE: '费用名称 {{name}} 已存在',
  CONFIGURE_PRICING_GROUPS: '请先配置价格分组',
  QUOTATION_BACKDATED: '报价只能从今天（{{today}}）或之后生效：此前产生的费用保持原价',
  QUOTATION_DATE_TAKEN: '版本 {{version}} 已在 {{date}} 生效',
  QUOTATION_OUTSIDE_CONTRACT: '报价生效日期须在合同有效期内（{{from}} 至 {{to}}）',
  CARRIER_ACCOUNT_NOT_FOUND: '物流账号不存在',
  CARRIER_ACCOUNT_NAME_EXISTS: '物流账号 {{accountName}} 已存在',
  SHIPPING_CONFIG_INCOMPLETE: '请完成所有仓库的发货账号和物流服务配置（{{warehouses}}）',
  CARRIER_ACCOUNT_NOT_ALLOWED: '物流账号 {{accountName}} 未授权给该客户或仓库 {{warehouse}}',
  LOGISTICS_SERVICE_UNKNOWN: '物流账号 {{accountName}} 的承运商没有物流服务 {{service}}',
};
