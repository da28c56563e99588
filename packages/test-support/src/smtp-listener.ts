import { type AddressInfo, createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The login the client authenticated with, and its password (to check a stored one was opened right). */
  user: string;
  password: string;
  /** Headers and body as sent (dot-stuffing undone). */
  raw: string;
}

export interface SmtpListener {
  port: number;
  inbox: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) that the predicate accepts. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8');

/** One client conversation: plain SMTP with AUTH PLAIN and LOGIN, no TLS. */
function converse(socket: Socket, onMail: (mail: ReceivedMail) => void) {
  let mail: ReceivedMail = { from: '', to: [], user: '', password: '', raw: '' };
  let mode: 'command' | 'data' | 'login-user' | 'login-pass' = 'command';
  let buffer = '';
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const command = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') return reply('250-localhost\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME');
    if (verb === 'HELO') return reply('250 localhost');
    if (verb === 'AUTH') {
      const [, method, initial] = line.split(' ');
      if (method?.toUpperCase() === 'PLAIN') {
        const [, user = '', password = ''] = decode(initial ?? '').split('\u0000');
        Object.assign(mail, { user, password });
        return reply('235 Authentication successful');
      }
      mode = 'login-user';
      return reply('334 VXNlcm5hbWU6');
    }
    if (verb === 'MAIL') {
      mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
      return reply('250 OK');
    }
    if (verb === 'RCPT') {
      mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
      return reply('250 OK');
    }
    if (verb === 'DATA') {
      mode = 'data';
      return reply('354 End data with <CR><LF>.<CR><LF>');
    }
    if (verb === 'RSET') {
      mail = { ...mail, from: '', to: [], raw: '' };
      return reply('250 OK');
    }
    if (verb === 'QUIT') {
      reply('221 Bye');
      return socket.end();
    }
    return reply('250 OK');
  };
  socket.setEncoding('utf8');
  reply('220 localhost ESMTP test listener');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    while (true) {
      if (mode === 'data') {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.raw = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        onMail(mail);
        mail = { from: '', to: [], user: mail.user, password: mail.password, raw: '' };
        mode = 'command';
        reply('250 OK: queued');
        continue;
      }
      const end = buffer.indexOf('\r\n');
      if (end < 0) return;
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (mode === 'login-user') {
        mail.user = decode(line);
        mode = 'login-pass';
        reply('334 UGFzc3dvcmQ6');
      } else if (mode === 'login-pass') {
        mail.password = decode(line);
        mode = 'command';
        reply('235 Authentication successful');
      } else command(line);
    }
  });
  socket.on('error', () => socket.destroy());
}

/**
 * A local SMTP listener for tests: the real product sends real mail to it over TCP (the tests of
 * mail settings start one, as the forgot-password tests do), and the test reads what arrived.
 */
export async function startSmtpListener(host = '127.0.0.1'): Promise<SmtpListener> {
  const inbox: ReceivedMail[] = [];
  const waiting: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = createServer((socket) =>
    converse(socket, (mail) => {
      inbox.push(mail);
      for (const w of waiting.filter((w) => w.match(mail))) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(mail);
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    inbox,
    waitFor(match, timeoutMs = 15_000) {
      const found = inbox.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const entry = { match, resolve };
        waiting.push(entry);
        setTimeout(() => {
          if (waiting.includes(entry)) reject(new Error('no matching mail arrived'));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  };
}
