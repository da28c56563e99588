import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

/** A network ZPL printer known by its address. */
export interface NetworkPrinter {
  name: string;
  host: string;
  port: number;
}

export interface HelperConfig {
  host: '127.0.0.1';
  port: number;
  /** Back-office origins allowed to call the helper (CORS and Private Network Access). */
  origins: string[];
  /** Shown once in the terminal; the back office sends it with every call, so other pages cannot print. */
  token: string;
  printers: NetworkPrinter[];
  attempts: number;
  retryDelayMs: number;
  timeoutMs: number;
  file: string;
}

/** The helper's fixed default port, the one the back office looks for first. */
export const DEFAULT_PORT = 17180;

/** `name=host[:port]`, the port defaulting to 9100 (raw printing). */
export function parsePrinter(text: string): NetworkPrinter {
  const m = /^([^=]+)=([^:]+)(?::(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`printer "${text}": write it as name=host or name=host:port`);
  return { name: m[1]!.trim(), host: m[2]!, port: m[3] ? Number(m[3]) : 9100 };
}

type Stored = Partial<Pick<HelperConfig, 'token' | 'printers' | 'origins'>>;

function readStored(file: string): Stored {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    return {};
  }
}

/** Command-line flags over the stored file (token and printers are kept between starts). */
export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): HelperConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      origin: { type: 'string', multiple: true },
      printer: { type: 'string', multiple: true },
      token: { type: 'string' },
      config: { type: 'string' },
      attempts: { type: 'string' },
    },
  });
  const file =
    values.config ?? join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'wms-print-helper.json');
  const stored = readStored(file);
  const printers = new Map((stored.printers ?? []).map((p) => [p.name, p]));
  for (const p of values.printer ?? []) printers.set(parsePrinter(p).name, parsePrinter(p));
  const config: HelperConfig = {
    host: '127.0.0.1',
    port: Number(values.port ?? env.PRINT_HELPER_PORT ?? DEFAULT_PORT),
    origins: values.origin ?? stored.origins ?? ['http://localhost:8080'],
    token: values.token ?? stored.token ?? randomBytes(12).toString('base64url'),
    printers: [...printers.values()],
    attempts: Number(values.attempts ?? 10),
    retryDelayMs: 200,
    timeoutMs: 5000,
    file,
  };
  saveConfig(config);
  return config;
}

export function saveConfig(config: HelperConfig) {
  try {
    mkdirSync(dirname(config.file), { recursive: true });
    const { token, printers, origins } = config;
    writeFileSync(config.file, `${JSON.stringify({ token, printers, origins }, null, 2)}\n`, { mode: 0o600 });
  } catch {
    // a read-only home still runs the helper; the token then changes at each start
  }
}
