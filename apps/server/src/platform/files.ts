import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ErrorCode, uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client.ts';
import { files } from '../db/schema/index.ts';
import type { Principal } from './context.ts';
import { canAccess } from './data-scope.ts';
import { BizError } from './errors.ts';
import { withTenant } from './tenancy.ts';

const WORK_DIR = '.work';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StoredFile {
  id: string;
  tenantId: string;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** Default lifetime of a signed download link. */
export const SIGNED_URL_TTL_S = 60 * 60;

/**
 * Files under `<root>/<tenant>/<id>` with their metadata in the `files` table, handed out through
 * expiring HMAC-signed URLs so a download needs no session header.
 */
export class FileStore {
  readonly root: string;
  readonly #secret: string;
  readonly #once = new Map<string, StoredFile>();
  constructor(root: string, secret: string) {
    this.root = root;
    this.#secret = secret;
  }

  async save(
    tx: Executor,
    meta: {
      tenantId: string;
      name: string;
      mime: string;
      createdBy?: string | null;
      /** The customer the file is about (a label); its users may then read and reference it. */
      customerId?: string | null;
      /** An id the client made (a PDA photo), so a resent upload finds the file it stored. */
      id?: string;
    },
    content: Buffer | Readable,
  ): Promise<StoredFile> {
    const id = meta.id ?? uuidv7();
    const storageKey = `${meta.tenantId}/${id}`;
    const path = join(this.root, storageKey);
    await mkdir(dirname(path), { recursive: true });
    if (Buffer.isBuffer(content)) await writeFile(path, content);
    else await pipeline(content, createWriteStream(path));
    const { size } = await import('node:fs/promises').then((fs) => fs.stat(path));
    const row = { id, tenantId: meta.tenantId, name: meta.name, mime: meta.mime, size, storageKey };
    await tx
      .insert(files)
      .values({ ...row, createdBy: meta.createdBy ?? null, customerId: meta.customerId ?? null });
    return row;
  }

  async remove(tx: Executor, tenantId: string, id: string, now: Date): Promise<void> {
    const [row] = await tx
      .update(files)
      .set({ deletedAt: now })
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
      .returning();
    if (row) await rm(join(this.root, row.storageKey), { force: true });
  }

  #sign(tenantId: string, id: string, expires: number): string {
    return createHmac('sha256', this.#secret).update(`${tenantId}.${id}.${expires}`).digest('base64url');
  }

  /**
   * A link to a file of the tenant. The tenant is part of what is signed, and serving looks the file up
   * in that tenant only, so a link issued for another tenant's file id leads nowhere.
   */
  signedUrl(tenantId: string, id: string, now: Date, ttlSeconds = SIGNED_URL_TTL_S): string {
    const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
    const signature = this.#sign(tenantId, id, expires);
    return `/files/${id}?tenant=${tenantId}&expires=${expires}&signature=${signature}`;
  }

  /**
   * `valid`, `expired` or `invalid`; the signature is compared in constant time. An expiry that is not
   * a plain number of seconds is invalid (`Number('abc')` is NaN, which never compares as expired).
   */
  verify(
    link: { tenantId: string; id: string; expires: string; signature: string },
    now: Date,
  ): 'valid' | 'expired' | 'invalid' {
    if (!/^\d{1,12}$/.test(link.expires) || !UUID.test(link.tenantId)) return 'invalid';
    const expires = Number(link.expires);
    const expected = Buffer.from(this.#sign(link.tenantId, link.id, expires));
    const given = Buffer.from(link.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expires * 1000 < now.getTime() ? 'expired' : 'valid';
  }

  /** Looks a file up in the link's tenant only, under row-level security. */
  find(db: Db, tenantId: string, id: string): Promise<StoredFile | undefined> {
    return withTenant(db, tenantId, async (tx) => {
      const [row] = await tx
        .select()
        .from(files)
        .where(and(eq(files.tenantId, tenantId), eq(files.id, id), isNull(files.deletedAt)))
        .limit(1);
      return row;
    });
  }

  /** Refuses a file reference the caller may not read (`assertFileReadable`). */
  assertReadable(tx: Tx, principal: Principal, id: string | null | undefined, current?: string | null) {
    return assertFileReadable(tx, principal, id, current);
  }

  /** How many built-once files (import templates) this process remembers. */
  onceCount(): number {
    return this.#once.size;
  }

  /** Forgets the built-once files, so the next request builds and stores each again. */
  forgetOnce(): void {
    this.#once.clear();
  }

  /**
   * A file the server builds the same way every time (an import template), stored once per key in this
   * process instead of on every call; made again if its row has gone (a rolled-back first save).
   */
  async saveOnce(
    tx: Executor,
    key: string,
    meta: { tenantId: string; name: string; mime: string },
    build: () => Promise<Buffer>,
  ): Promise<StoredFile> {
    const known = this.#once.get(key);
    if (known) {
      const [row] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.tenantId, known.tenantId), eq(files.id, known.id), isNull(files.deletedAt)));
      if (row) return known;
    }
    const saved = await this.save(tx, meta, await build());
    this.#once.set(key, saved);
    return saved;
  }

  /**
   * A scratch folder for one job (an export's sheet before it is stored), under the data folder rather
   * than the system temp folder, named after this host and process so a restart can tell its own
   * leftovers from a live sibling's.
   */
  workDir(prefix: string): Promise<string> {
    const parent = join(this.root, WORK_DIR);
    return mkdir(parent, { recursive: true }).then(() =>
      mkdtemp(join(parent, `${prefix}-${hostname()}-${process.pid}-`)),
    );
  }

  /** Removes the scratch folders of dead processes of this host (a crash mid-export leaves one). */
  async cleanWorkDirs(): Promise<number> {
    const parent = join(this.root, WORK_DIR);
    const names = await readdir(parent).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const owner = /^(?<prefix>.*)-(?<pid>\d+)-[^-]+$/.exec(name)?.groups;
      if (!owner?.prefix?.endsWith(`-${hostname()}`)) continue;
      const pid = Number(owner.pid);
      if (pid !== process.pid && isAlive(pid)) continue;
      await rm(join(parent, name), { recursive: true, force: true });
      removed++;
    }
    return removed;
  }

  open(file: StoredFile): Readable {
    return createReadStream(join(this.root, file.storageKey));
  }
}

/**
 * Refuses, as "file not found", a file reference the caller may not read: a file of another tenant, a
 * deleted one, or one owned by another user and not about a customer the caller sees (another user's
 * export). Keeping the reference a record already holds needs no check. Call it in the transaction
 * that stores the reference.
 */
export async function assertFileReadable(
  tx: Tx,
  principal: Principal,
  id: string | null | undefined,
  current?: string | null,
): Promise<void> {
  if (!id || id === current) return;
  const [row] = await tx
    .select({ createdBy: files.createdBy, customerId: files.customerId })
    .from(files)
    .where(and(eq(files.tenantId, principal.tenantId), eq(files.id, id), isNull(files.deletedAt)))
    .limit(1);
  const readable =
    !!row &&
    (row.createdBy === principal.userId ||
      (row.customerId !== null && canAccess(principal, { customerId: row.customerId })));
  if (!readable) throw new BizError(ErrorCode.fileNotFound);
}
