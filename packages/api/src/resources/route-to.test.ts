import { describe, expect, it } from 'vitest';
import { resourceCatalogue } from './catalogue/index.ts';
import { routePaths, routeTo } from './route-to.ts';

describe('routeTo', () => {
  it('builds a page path with its query', () => {
    expect(routeTo('customers.list')).toBe('/customer/list/index');
    expect(routeTo('customers.edit', { id: 'c1' })).toBe('/customer/list/edit?id=c1');
    expect(routeTo('products.formal-edit', { id: 'p 1' })).toMatch(/\?id=p\+1$/);
  });

  it('fills path parameters, encoded, and leaves the rest as query', () => {
    const path = routeTo('customers.contract-detail', {
      contractId: 'k1',
      customerId: 'c1',
      customerName: 'A/B',
      tab: 'quote',
    });
    expect(path).toBe('/customer/config/contract-detail/k1/c1/A%2FB?tab=quote');
    // @ts-expect-error a parameterised path needs its parameters
    routeTo('customers.contract-detail');
  });

  it('knows every page of the catalogue by its code', () => {
    for (const entry of resourceCatalogue.filter((e) => e.resourceType === 2 && e.linkType === 1))
      expect(routePaths[entry.code as keyof typeof routePaths]).toBe(entry.path);
  });
});
