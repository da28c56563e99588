/**
 * The V8 flags the server starts with (apps/server `start`): a 16 MB young generation, and PGlite's
 * PostgreSQL run by V8's baseline WebAssembly compiler only. A bench that starts a process standing for
 * the server uses them, so its memory is the server's.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--liftoff-only'];
