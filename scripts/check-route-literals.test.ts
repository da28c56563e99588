import { describe, expect, it } from 'vitest';
import { catalogueMatcher, findRouteLiterals } from './check-route-literals.ts';

const isCatalogue = catalogueMatcher(['/customer/list/edit', '/customer/config/detail/:id/:name']);
// `#{…}` stands for a template placeholder, which a plain string may not spell
const texts = (source: string) =>
  findRouteLiterals(source.replaceAll('#{', '${'), isCatalogue).map((f) => f.text);

describe('the route literal check', () => {
  it('fails on a catalogue path in a string, a template or a JSX prop', () => {
    expect(texts("navigate('/customer/list/edit');")).toEqual(['/customer/list/edit']);
    expect(texts('const to = `/customer/list/edit?id=#{id}`;')).toEqual(['/customer/list/edit?id=']);
    expect(texts('const a = <Link to="/customer/list/edit" />;')).toEqual(['/customer/list/edit']);
    expect(texts('const to = `/customer/config/detail/#{id}/#{name}`;')).toEqual([
      '/customer/config/detail/',
    ]);
  });

  it('passes other paths, comments and routeTo calls', () => {
    expect(texts("fetch('/api/v1/events'); navigate('/login');")).toEqual([]);
    expect(texts("// opens /customer/list/edit?id=\nnavigate(routeTo('customers.edit', { id }));")).toEqual(
      [],
    );
  });
});
