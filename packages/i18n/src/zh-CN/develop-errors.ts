/** 开发区与平台授权的拒绝码文字（`@wms/api` developErrorCodes）。 */
export const developErrors = {
  CACHE_UNKNOWN: '不存在名为 {{name}} 的缓存',
  AMAZON_NOT_CONFIGURED:
    '尚未配置亚马逊授权：请在服务器上设置 {{missing}}（卖家合作伙伴应用 ID 及其 LWA 客户端 ID 和密钥）后再试',
  PLATFORM_AUTH_UNSUPPORTED: '{{platform}} 平台的店铺无法在此授权',
  PLATFORM_AUTH_STATE_INVALID: '授权链接无效或已过期，请重新发起授权',
  PLATFORM_AUTH_FAILED: '亚马逊拒绝了授权：{{reason}}',
  PLATFORM_STORE_NOT_FOUND: '店铺不存在',
};
