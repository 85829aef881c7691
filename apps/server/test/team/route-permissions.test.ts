import { isPermission } from '@leadwise/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { build } from '../helper';
import { securedOperations } from './support';

let app: App;
beforeAll(async () => {
  app = await build({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(() => app.close());

describe('route permissions', () => {
  it('names a known permission on every secured route of the OpenAPI document', () => {
    const operations = securedOperations(app);
    expect(operations.length).toBeGreaterThan(20);
    const missing = operations
      .filter(({ permission }) => !isPermission(permission))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('declares the permissions the role table is about', () => {
    const byRoute = Object.fromEntries(securedOperations(app).map(({ name, permission }) => [name, permission]));
    expect(byRoute['GET /api/leads']).toBe('leads.work');
    expect(byRoute['POST /api/conversations/{id}/takeover']).toBe('conversations.work');
    expect(byRoute['PUT /api/settings/webhook']).toBe('webhooks.manage');
    expect(byRoute['PUT /api/settings/notifications']).toBe('settings.manage');
    expect(byRoute['POST /api/team/transfer-ownership']).toBe('ownership.transfer');
    expect(byRoute['GET /api/team/me']).toBe('account.use');
    expect(byRoute['GET /api/billing']).toBe('billing.manage');
  });
});
