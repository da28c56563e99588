import { endpointRegistry, functionPointOf } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { allBindings } from '../app.ts';
import type { AppDeps } from './deps.ts';
import { assertComplete } from './registry.ts';

describe('endpoint registry', () => {
  const bindings = allBindings({} as AppDeps);

  it('has a handler for every endpoint of the contract', () => {
    expect(() => assertComplete(endpointRegistry, bindings)).not.toThrow();
    expect(new Set(bindings.map((b) => b.endpoint))).toEqual(new Set(endpointRegistry));
  });

  it('fails start-up when an endpoint has no handler', () => {
    expect(() => assertComplete(endpointRegistry, bindings.slice(1))).toThrow(/without a handler/);
  });

  it('names a function point on every mutating endpoint', () => {
    const unguarded = endpointRegistry.filter(
      (e) => e.mutates && e.access !== 'public' && !functionPointOf(e),
    );
    expect(unguarded.map((e) => e.path)).toEqual([]);
  });

  it('has no two endpoints on the same method and path', () => {
    const keys = endpointRegistry.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
