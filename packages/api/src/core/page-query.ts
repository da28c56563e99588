import { z } from 'zod';

/** Table page sizes 10, 20, 30, 50, 100; default 10. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const pageSizeSchema = z.union(
  PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<10>, ...z.ZodLiteral<number>[]],
);

export const sortSchema = z.object({
  field: z.string().min(1).max(64),
  order: z.enum(['asc', 'desc']),
});

/**
 * A paged request: `{ pageIndex, pageSize, ...filters, sort }` (docs/architecture.md#contract). It is also
 * the URL schema of a list.
 */
export function pageQuery<T extends z.ZodRawShape>(filters: T) {
  return z.object({
    pageIndex: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().pipe(pageSizeSchema).default(DEFAULT_PAGE_SIZE),
    sort: sortSchema.optional(),
    ...filters,
  });
}

/** A paged response: `data: { items, total }`. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), total: z.number().int().min(0) });
}

/** Batch queries are separated by English commas; spaces around a value and empty values go. */
export const batchValues = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export const batchQuery = z.string().max(4000).transform(batchValues);
