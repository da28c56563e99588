import { execFile, spawn } from 'node:child_process';
import { platform } from 'node:os';

export interface SpoolerPrinter {
  name: string;
  kind: 'system';
  /** What `lpstat -p` says about it (idle, printing, disabled). */
  state: string;
}

/** Whether the system spooler can be used here, and in plain words why not. */
export interface SpoolerReport {
  available: boolean;
  reason: string | null;
  printers: SpoolerPrinter[];
}

const UNSUPPORTED =
  'System printers need CUPS (lpstat and lp), found on Linux and macOS; on Windows only network ZPL printers are supported';

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: 5000 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}

/** The system's printers from `lpstat -p`; without CUPS the report says so instead of failing. */
export async function systemPrinters(): Promise<SpoolerReport> {
  if (platform() === 'win32') return { available: false, reason: UNSUPPORTED, printers: [] };
  try {
    const out = await run('lpstat', ['-p']);
    const printers = out
      .split('\n')
      .map((line) => /^printer (\S+) (?:is )?(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ name: m[1]!, kind: 'system' as const, state: m[2]!.split('.')[0]!.trim() }));
    return { available: true, reason: null, printers };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { available: false, reason: UNSUPPORTED, printers: [] };
    // lpstat exits non-zero when the scheduler is not running or no printer is added.
    return { available: true, reason: `lpstat: ${(error as Error).message.trim()}`, printers: [] };
  }
}

/** Hands a PDF to the spooler with `lp -d <printer>`; resolves when lp has queued it. */
export function spoolPdf(printer: string, title: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const lp = spawn('lp', ['-d', printer, '-t', title, '-'], { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    lp.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    lp.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(UNSUPPORTED) : error),
    );
    lp.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`lp: ${stderr.trim() || `exit ${code}`}`)),
    );
    lp.stdin.end(data);
  });
}
