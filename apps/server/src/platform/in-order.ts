/**
 * Maps over `items` one at a time: the way to run a query per item on one transaction, whose connection
 * takes one query at a time (docs/decisions.md "One query at a time per transaction").
 */
export async function mapInOrder<T, R>(items: readonly T[], f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await f(item));
  return out;
}
