import { type CategoryNode, type categoryInputSchema, ErrorCode, LIMITS, uuidv7 } from '@wms/api';
import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { productCategories, products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { notFound } from '../../platform/values.ts';

type Input = z.infer<typeof categoryInputSchema>;
type Row = typeof productCategories.$inferSelect;

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(productCategories.tenantId, tenantId), isNull(productCategories.deletedAt), ...more);

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

async function all(tx: Tx, tenantId: string) {
  return tx
    .select()
    .from(productCategories)
    .where(live(tenantId))
    .orderBy(asc(productCategories.sort), asc(productCategories.name));
}

/** A parent must exist and must not be the category itself or one of its descendants. */
async function checkParent(tx: Tx, tenantId: string, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  const byId = new Map((await all(tx, tenantId)).map((r) => [r.id, r]));
  if (!byId.has(parentId)) notFound();
  for (let at: string | null | undefined = parentId; at; at = byId.get(at)?.parentId) {
    if (at === selfId) throw new BizError(ErrorCode.categoryParent);
  }
}

const values = (input: Input) => ({
  ...input,
  parentId: input.parentId ?? null,
  iconFileId: input.iconFileId ?? null,
});

export const categoriesService = {
  async tree(
    tx: Tx,
    principal: Principal,
    onlyShown: boolean,
    files: FileStore,
    now: Date,
  ): Promise<CategoryNode[]> {
    const rows = (await all(tx, principal.tenantId)).filter((r) => !onlyShown || (r.isShow && !r.isDisabled));
    const node = (r: Row): CategoryNode => ({
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      chineseName: r.chineseName,
      englishName: r.englishName,
      sort: r.sort,
      iconFileId: r.iconFileId,
      iconPath: r.iconFileId ? files.signedUrl(r.tenantId, r.iconFileId, now) : '',
      isDisabled: r.isDisabled,
      isShow: r.isShow,
      children: [],
    });
    const nodes = new Map(rows.map((r) => [r.id, node(r)]));
    const roots: CategoryNode[] = [];
    for (const n of nodes.values()) {
      const parent = n.parentId ? nodes.get(n.parentId) : undefined;
      (parent ? parent.children : roots).push(n);
    }
    return roots;
  },

  async create(tx: Tx, principal: Principal, input: Input, files: FileStore) {
    await checkParent(tx, principal.tenantId, input.parentId);
    await files.assertReadable(tx, principal, input.iconFileId);
    const id = uuidv7();
    await tx.insert(productCategories).values({
      ...values(input),
      id,
      tenantId: principal.tenantId,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    });
    return { id };
  },

  async update(tx: Tx, principal: Principal, input: Input & { id: string }, files: FileStore, now: Date) {
    const [row] = await tx
      .select()
      .from(productCategories)
      .where(live(principal.tenantId, eq(productCategories.id, input.id)));
    if (!row) notFound();
    await checkParent(tx, principal.tenantId, input.parentId, input.id);
    await files.assertReadable(tx, principal, input.iconFileId, row.iconFileId);
    const { id, ...rest } = input;
    await tx
      .update(productCategories)
      .set({ ...values(rest), updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(productCategories.id, id)));
    return { id };
  },

  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    const [row] = await tx
      .select()
      .from(productCategories)
      .where(live(principal.tenantId, eq(productCategories.id, id)));
    if (!row) notFound();
    const [children] = await tx
      .select({ n: count() })
      .from(productCategories)
      .where(live(principal.tenantId, eq(productCategories.parentId, id)));
    const [used] = await tx
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.tenantId, principal.tenantId),
          eq(products.categoryId, id),
          isNull(products.deletedAt),
        ),
      );
    if ((children?.n ?? 0) + (used?.n ?? 0) > 0) throw new BizError(ErrorCode.categoryInUse);
    await tx
      .update(productCategories)
      .set({ deletedAt: now })
      .where(live(principal.tenantId, eq(productCategories.id, id)));
    return null;
  },

  /** An icon of at most 200 KB, kept in the file store. */
  async uploadIcon(
    tx: Tx,
    principal: Principal,
    input: { fileName: string; content: string },
    files: FileStore,
    now: Date,
  ) {
    const content = Buffer.from(input.content, 'base64');
    if (content.length > LIMITS.categoryIconMaxBytes) throw new BizError(ErrorCode.iconTooLarge);
    const ext = input.fileName.split('.').pop()!.toLowerCase();
    const file = await files.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: input.fileName,
        mime: MIME[ext] ?? 'application/octet-stream',
        createdBy: principal.userId,
      },
      content,
    );
    return { fileId: file.id, fileName: file.name, url: files.signedUrl(file.tenantId, file.id, now) };
  },
};
