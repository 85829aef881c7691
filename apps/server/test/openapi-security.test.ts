import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { build } from './helper';

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => app.close());

type Operations = Record<string, Record<string, { security?: unknown[] }>>;

/** A concrete URL for an OpenAPI path: any id will do, the guard runs before the lookup. */
const urlFor = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

describe('the OpenAPI document', () => {
  it('marks exactly the routes that refuse a call without a bearer token', async () => {
    const paths = (app.swagger() as { paths: Operations }).paths;
    const mismatches: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // The visitor's stream stays open: its guard is the visitor token, not a bearer.
        if (path.endsWith('/events') && !operation.security) continue;
        const res = await app.inject({ method: method.toUpperCase() as 'GET', url: urlFor(path) });
        const refused = res.statusCode === 401 && res.json().error === 'Authentication required';
        if (refused !== Boolean(operation.security)) {
          mismatches.push(`${method.toUpperCase()} ${path}: ${refused ? 'needs a token but is not marked' : 'marked but open'}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(paths['/api/settings/notifications'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/notifications'].get.security).toEqual([{ bearer: [] }]);
  });
});
