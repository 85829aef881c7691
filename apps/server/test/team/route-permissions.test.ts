import { isPermission } from '@leadwise/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { PERMISSION_EXTENSION } from '../../src/plugins/app/session';
import { build } from '../helper';

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => app.close());

type Operation = { security?: unknown[]; [PERMISSION_EXTENSION]?: unknown };

/** Every secured operation of the OpenAPI document, as "METHOD path" with its operation. */
function securedOperations() {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security)
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('route permissions', () => {
  it('names a known permission on every secured route of the OpenAPI document', () => {
    const operations = securedOperations();
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations
      .filter(({ operation }) => !isPermission(operation[PERMISSION_EXTENSION]))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('declares the permissions the role table is about', () => {
    const byRoute = Object.fromEntries(securedOperations().map(({ name, operation }) => [name, operation[PERMISSION_EXTENSION]]));
    expect(byRoute['GET /api/leads']).toBe('leads.work');
    expect(byRoute['POST /api/conversations/{id}/takeover']).toBe('conversations.work');
    expect(byRoute['PUT /api/settings/webhook']).toBe('webhooks.manage');
    expect(byRoute['PUT /api/settings/notifications']).toBe('settings.manage');
    expect(byRoute['POST /api/team/transfer-ownership']).toBe('ownership.transfer');
    expect(byRoute['GET /api/team/me']).toBe('account.use');
    expect(byRoute['GET /api/billing']).toBe('billing.manage');
  });
});
