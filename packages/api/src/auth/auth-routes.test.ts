import { describe, expect, it } from 'vitest';
import { authEndpoints } from './auth.endpoints.ts';
import { authRoutes } from './auth-routes.ts';

describe('authRoutes', () => {
  it.each(Object.entries(authRoutes))('%s calls what its endpoint declares', (name, route) => {
    const endpoint = authEndpoints[name as keyof typeof authEndpoints];
    const pick = (e: typeof route) => ({
      method: e.method,
      path: e.path,
      suppressed: e.suppressed ?? false,
      kind: e.kind,
      timeout: e.timeout,
      queryKeys: e.queryKeys,
    });
    expect(pick(route)).toEqual(pick(endpoint));
  });
});
