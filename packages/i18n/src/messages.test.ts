import { describe, expect, it } from 'vitest';
import { resolveLocale, resources, translate } from './messages.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function textAt(tree: unknown, path: string): string {
  const [ns, key] = path.split(/\.(.*)/s) as [string, string];
  return (tree as Record<string, Record<string, string>>)[ns]?.[key] ?? '';
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('has the same keys in zh-CN and en', () => {
    expect(keysOf(resources['zh-CN']).sort()).toEqual(keysOf(resources.en).sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const key of keysOf(resources.en)) {
      const [en, zh] = [textAt(resources.en, key), textAt(resources['zh-CN'], key)];
      expect(en.trim().length, key).toBeGreaterThan(0);
      expect(zh.trim().length, key).toBeGreaterThan(0);
      expect(placeholders(zh), key).toEqual(placeholders(en));
    }
  });

  it('registers the same namespaces in both languages', () => {
    expect(Object.keys(resources['zh-CN']).sort()).toEqual(Object.keys(resources.en).sort());
  });

  it('defaults to Chinese only for a zh browser language', () => {
    expect(resolveLocale('zh-CN')).toBe('zh-CN');
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('translates with parameters and shows unknown keys as themselves', () => {
    expect(translate('zh-CN', 'errors:VERSION_DENIED')).toBe('当前版本无法执行此操作！');
    expect(translate('en', 'errors:VALIDATION', { field: 'pageSize', reason: 'is invalid' })).toBe(
      'pageSize: is invalid',
    );
    expect(translate('en', 'errors:NOPE')).toBe('errors:NOPE');
  });
});

describe('nested parameters', () => {
  it('translates a $t(ns:key) parameter in the same language', () => {
    const params = {
      orderNo: 'SO1',
      status: '$t(orders:status.shipped)',
      action: '$t(orders:action.delete)',
    };
    expect(translate('en', 'errors:ORDER_STATUS_REFUSED', params)).toBe(
      'Order SO1 is Shipped: "Delete" is not allowed',
    );
    expect(translate('zh-CN', 'errors:ORDER_STATUS_REFUSED', params)).toContain('已发货');
  });
});
