import { describe, expect, it } from 'vitest';
import { resources } from './messages.ts';

/** Messages the product's requirements quote word for word: field rules and refusals. */
const QUOTED = [
  'Only one can be selected for operation!',
  'Please select the same customer order',
  'Please select Upload Type',
  'Please select File',
  'Return the order to To Be shipped?',
  'At least 5 fields need to be exported',
  'There is currently no data available for export',
  'You have a pending authorization application that has not been reviewed, please submit again after the review',
  'This version can not perform such action!',
  'Upload format is incorrect. Please upload again.',
  'Frequent operation, please try again later',
  'Synchronization failed',
  'Push failed',
  'Request timed out',
  'Request is successful',
  'Unauthorized, please log in',
  'Access Denied',
  'Error in Address Request',
  'Request Method Error',
  'Request Timed Out',
  'Internal Server Error',
  'Service Not Implemented',
  'Internet Error',
  'Service Is Not Available',
  'Internet Timed Out',
  'HTTP Version Is Not Supported',
  'Product is duplicate, please reselect',
  'Are you sure you want to cancel this order?',
  'Please select Customer',
  'Please select the signing method',
  'Please enter the country',
  'Please enter your postal code',
  'Please enter the password again',
  'The passwords entered are inconsistent.',
  'Please select the data',
  'Must have one item greater than zero',
  'Please configure pricing groups first',
  'Please complete shipping account and logistics service configuration for all warehouses',
  'Please contact the account administrator for modification',
  'Quantity must be an integer greater than 0',
  'The product already exists',
  'Goods already taken out of the warehouse cannot be unlocked',
  'The following products have insufficient stock, please change the quantity',
  'Supplies are running out, please replenish in time',
];

/** Words that are the same in both languages: codes, units, brand and language names. */
const SAME_IN_BOTH = new Set([
  'WMS',
  // Carrier and marketplace brands keep their names in Chinese too.
  'UPS',
  'FedEx',
  'USPS',
  'DHL',
  'eBay',
  'Shopify',
  'TikTok Shop',
  'Temu',
  'Etsy',
  'Wayfair',
  // Mailbox providers and mail encryption names.
  'Gmail',
  'SSL/TLS',
  'STARTTLS',
  'SKU',
  'UPC',
  'PO',
  'BOL',
  'ETD',
  'ETA',
  'English',
  // The compact navbar's language switch names English by its code in both languages.
  'EN',
  '中文',
  'Windows',
  'Linux',
  'lbs/in',
  'kg/cm',
]);

const entries = (locale: 'en' | 'zh-CN') =>
  Object.entries(resources[locale]).flatMap(([ns, texts]) =>
    Object.entries(texts as Record<string, string>).map(([key, text]) => [`${ns}:${key}`, text] as const),
  );

describe('spec messages', () => {
  it('has every message the spec quotes, in English and in Chinese', () => {
    const en = new Map(entries('en').map(([key, text]) => [text.toLowerCase(), key]));
    const zh = new Map(entries('zh-CN'));
    for (const quote of QUOTED) {
      const key = en.get(quote.toLowerCase());
      expect(key, quote).toBeDefined();
      expect(zh.get(key!), quote).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('translates every text except codes and names that stay the same', () => {
    const zh = new Map(entries('zh-CN'));
    const untranslated = entries('en')
      .filter(
        ([key, text]) =>
          zh.get(key) === text && !SAME_IN_BOTH.has(text) && /[a-z]/i.test(text.replace(/\{\{\w+\}\}/g, '')),
      )
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
