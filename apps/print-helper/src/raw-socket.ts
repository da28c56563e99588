import { connect } from 'node:net';

/** A send that failed before the printer took any byte: safe to try again without printing twice. */
export class NotConnectedError extends Error {}

/**
 * Sends the parts of a job to a raw printer port (ZPL printers listen on 9100) over one connection and
 * resolves once the last byte is written and the socket is closed. `onPart` counts the parts handed
 * over, for the job's progress. A refused or silent printer rejects with NotConnectedError.
 */
export function sendRaw(
  target: { host: string; port: number },
  parts: Buffer[],
  timeoutMs: number,
  onPart: (done: number) => void,
): Promise<void> {
  const { host, port } = target;
  return new Promise((resolve, reject) => {
    let connected = false;
    const socket = connect({ host, port });
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(
        connected
          ? new Error(`${host}:${port} stopped reading for ${timeoutMs} ms`)
          : new NotConnectedError(`${host}:${port} did not answer in ${timeoutMs} ms`),
      ),
    );
    socket.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'ECONNREFUSED' ? `${host}:${port} refused the connection` : error.message;
      reject(connected ? new Error(reason) : new NotConnectedError(reason));
    });
    socket.once('connect', () => {
      connected = true;
      for (const [i, part] of parts.entries()) socket.write(part, () => onPart(i + 1));
      socket.end();
    });
    socket.once('close', (hadError) => {
      if (!hadError) resolve();
    });
  });
}
