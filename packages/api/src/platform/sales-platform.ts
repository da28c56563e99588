/**
 * The sales platforms a customer's store can sit on. Only Amazon has an authorisation flow (its
 * Selling Partner consent page); the others are listed so stores can name them.
 */
export const SALES_PLATFORMS = [
  { code: 'amazon', name: '亚马逊', name_En: 'Amazon', authorization: 'oauth' },
  { code: 'ebay', name: 'eBay', name_En: 'eBay', authorization: 'none' },
  { code: 'walmart', name: '沃尔玛', name_En: 'Walmart', authorization: 'none' },
  { code: 'shopify', name: 'Shopify', name_En: 'Shopify', authorization: 'none' },
  { code: 'wayfair', name: 'Wayfair', name_En: 'Wayfair', authorization: 'none' },
  { code: 'temu', name: 'Temu', name_En: 'Temu', authorization: 'none' },
  { code: 'tiktok', name: 'TikTok Shop', name_En: 'TikTok Shop', authorization: 'none' },
  { code: 'other', name: '其他', name_En: 'Other', authorization: 'none' },
] as const;

export type SalesPlatformCode = (typeof SALES_PLATFORMS)[number]['code'];

/** A store's platform as typed (`Amazon`, `amazon-us`) read as one of the list, else `other`. */
export function salesPlatformOf(platform: string): (typeof SALES_PLATFORMS)[number] {
  const key = platform.trim().toLowerCase();
  return (
    SALES_PLATFORMS.find(
      (p) => key === p.code || key.startsWith(`${p.code}-`) || key.startsWith(`${p.code}_`),
    ) ?? SALES_PLATFORMS[SALES_PLATFORMS.length - 1]!
  );
}

/** Whether a store on this platform can be authorised here (the screen's button and the server agree). */
export const canAuthorizeStore = (platform: string) => salesPlatformOf(platform).authorization === 'oauth';

/** The settings the Amazon authorisation needs; the page names the missing ones. */
export const AMAZON_SETTINGS = [
  'AMAZON_SP_APP_ID',
  'AMAZON_LWA_CLIENT_ID',
  'AMAZON_LWA_CLIENT_SECRET',
] as const;
