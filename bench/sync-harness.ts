/** A real server on a local port with one PDA user, for the sync benchmark. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { warehouseInputSchema } from '@wms/api';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { palletsService } from '../apps/server/src/modules/pallets/pallets.service.ts';
import { tenantsService } from '../apps/server/src/modules/tenants/tenants.service.ts';
import { usersService } from '../apps/server/src/modules/users/users.service.ts';
import { warehousesService } from '../apps/server/src/modules/warehouses/warehouses.service.ts';
import { FileStore } from '../apps/server/src/platform/files.ts';
import { openSession, resolvePrincipal } from '../apps/server/src/platform/sessions.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';

const POINTS = ['pda:sync:push', 'pda:pallet:scan', 'pallet:code:generate', 'pallet:code:view'];

/** A throw-away database on the PostgreSQL server of `url`: its URL, and the drop. */
export async function throwawayDatabase(url: string) {
  const name = `wms_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    /** Writes out every dirty page now, so the next measurement does not pay for an earlier one's writes. */
    checkpoint: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('CHECKPOINT');
      await client.end();
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // Let the pool's backends leave before FORCE, or a closing client raises an unhandled 57P01.
      for (let i = 0; i < 40; i++) {
        const open = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** PGlite in memory, or a throw-away database on the PostgreSQL server of `url`. */
async function open(url?: string): Promise<Database & { drop(): Promise<void> }> {
  if (!url) {
    const database = await openDatabase({});
    return { ...database, drop: () => database.close() };
  }
  const scratch = await throwawayDatabase(url);
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export async function startServer(url?: string) {
  const database = await open(url);
  await migrate(database);
  const app = await buildApp({
    database,
    files: new FileStore(await mkdtemp(join(tmpdir(), 'wms-bench-')), 'bench'),
    jobPollMs: 0,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const { db } = database;
  const tenant = await tenantsService.create(db, {
    code: `bench${Date.now()}`,
    name: 'Bench',
    edition: 'platinum',
    orderLimit: 1,
    warehouseLimit: 1,
    customerLimit: 1,
    isPDA: true,
  });
  const user = await withTenant(db, tenant.id, async (tx) => {
    const role = await usersService.createRole(tx, {
      tenantId: tenant.id,
      code: 'pda',
      name: '拣货员',
      nameEn: 'Picker',
      functionPoints: POINTS,
    });
    return usersService.create(tx, {
      tenantId: tenant.id,
      account: `bench${Date.now()}`,
      displayName: 'Bench',
      password: 'Passw0rd1',
      kind: 'pda',
      roleId: role.id,
    });
  });
  const { token } = await openSession(db, user, new Date());
  const principal = await resolvePrincipal(db, token, new Date());
  const warehouse = await withTenant(db, tenant.id, (tx) =>
    warehousesService.create(
      tx,
      principal,
      warehouseInputSchema.parse({
        name: 'Bench warehouse',
        shortName: 'BW',
        warehouseKey: 'BW1',
        territory: 'west',
        warningQuantity: 1000,
      }),
    ),
  );
  return {
    kind: database.kind,
    baseUrl,
    token,
    /** A print run of pallet codes, made by the back-office service. */
    generate: (plqty: number) =>
      withTenant(db, tenant.id, (tx) =>
        palletsService.generate(tx, principal, {
          warehouseId: warehouse.id,
          use: 'palletizing',
          printSize: '4x6',
          plqty,
        }),
      ).then((r) => r.items.map((p) => p.palletCode)),
    /** Cartons plus product quantities on all of the tenant's pallets: what the events changed. */
    scanned: () =>
      withTenant(db, tenant.id, async (tx) => {
        const rows = await palletsService.list(tx, principal, { pageIndex: 1, pageSize: 100 });
        return rows.items.reduce((n, p) => n + p.cartonQty + p.productQty, 0);
      }),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
export type BenchServer = Awaited<ReturnType<typeof startServer>>;
