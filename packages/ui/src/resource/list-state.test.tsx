import { pageQuery } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeSearch, encodeSearch, parseListQuery } from './list-state.ts';

const schema = pageQuery({ kind: z.enum(['export', 'import']).optional(), orderNo: z.string().optional() });

describe('list state in the URL', () => {
  it('round-trips nested values such as the sort', () => {
    const values = { kind: 'export', sort: { field: 'createdTime', order: 'desc' }, empty: '' };
    const params = encodeSearch(values);
    expect(params.toString()).toBe('kind=export&sort.field=createdTime&sort.order=desc');
    expect(decodeSearch(params)).toEqual({ kind: 'export', sort: { field: 'createdTime', order: 'desc' } });
  });

  it('parses the URL with the list-query schema and drops what it refuses', () => {
    const state = parseListQuery(
      schema,
      new URLSearchParams('kind=nope&pageSize=30&pageIndex=3&orderNo=A,B&dialog=export'),
    );
    expect(state).toEqual({
      raw: { pageSize: '30', pageIndex: '3', orderNo: 'A,B' },
      pageIndex: 3,
      pageSize: 30,
      sort: undefined,
    });
    const odd = parseListQuery(schema, new URLSearchParams('pageSize=15&sort.field=x&sort.order=up'));
    expect(odd).toMatchObject({ raw: {}, pageSize: 10, pageIndex: 1, sort: undefined });
  });
});
