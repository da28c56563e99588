#!/usr/bin/env node
import { loadConfig } from './config.ts';
import { createHelperServer, HELPER_VERSION, listen } from './helper-server.ts';

const config = loadConfig(process.argv.slice(2), process.env);
const server = createHelperServer(config);
const port = await listen(server, config.port);
const printers = config.printers.map((p) => `${p.name}=${p.host}:${p.port}`).join(', ') || 'none yet';
process.stdout.write(
  [
    `WMS print helper ${HELPER_VERSION} on http://127.0.0.1:${port}`,
    `back office origins: ${config.origins.join(', ')}`,
    `network printers: ${printers}`,
    `pairing token: ${config.token}`,
    `settings kept in ${config.file}`,
    '',
  ].join('\n'),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
