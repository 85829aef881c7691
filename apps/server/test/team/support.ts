import type { AssignableRole } from '@leadwise/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app';
import { agencyMembers, branches, outboxMessages, users } from '../../src/db/schema';
import { PERMISSION_EXTENSION } from '../../src/plugins/app/session';
import { TEST_PASSWORD, uniqueEmail } from '../factories';
import { injectAs } from '../helper';

type Auth = { accessToken: string };

export async function seedBranch(app: App, agentId: string, name = 'Clapham') {
  const [row] = await app.db.insert(branches).values({ agentId, name, areas: [name] }).returning({ id: branches.id });
  return row!.id;
}

/** The email/token pair of the newest invitation link emailed to `email`, read from the outbox. */
export async function latestInvitationLink(app: App, email: string) {
  const [message] = await app.db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.topic, 'team.invitation')))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  const text = String((message?.payload as { text?: string } | undefined)?.text ?? '');
  const url = text.match(/https?:\/\/\S+\/set-password\?\S+/)?.[0];
  if (!url) throw new Error(`no invitation link emailed to ${email}`);
  const query = new URL(url).searchParams;
  return { email: query.get('email')!, token: query.get('token')! };
}

export function invite(app: App, by: Auth, body: { email: string; role: AssignableRole; branchId: string | null }) {
  return injectAs(app, by, { method: 'POST', url: '/api/team/invitations', payload: body });
}

export function setPassword(app: App, body: { email: string; token: string; password?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/set-password',
    payload: { password: TEST_PASSWORD, ...body },
  });
}

/**
 * A person invited by `owner` who accepted the emailed link and signed in, all through the API:
 * their member id, login and access token.
 */
export async function addMember(
  app: App,
  owner: Auth,
  opts: { role: AssignableRole; branchId?: string | null; email?: string },
) {
  const email = opts.email ?? uniqueEmail(opts.role);
  const invited = await invite(app, owner, { email, role: opts.role, branchId: opts.branchId ?? null });
  expect(invited.statusCode, invited.body).toBe(200);
  const accepted = await setPassword(app, await latestInvitationLink(app, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  const [row] = await app.db
    .select({ memberId: agencyMembers.id, userId: users.id })
    .from(users)
    .innerJoin(agencyMembers, eq(agencyMembers.userId, users.id))
    .where(eq(users.email, email));
  return { email, ...row!, ...(login.json().data as { accessToken: string; refreshToken: string }) };
}

type Operation = { security?: unknown[]; [PERMISSION_EXTENSION]?: unknown };

/** Every secured operation of the OpenAPI document: method, path and the permission it names. */
export function securedOperations(app: App) {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        name: `${method.toUpperCase()} ${path}`,
        permission: operation[PERMISSION_EXTENSION],
      })),
  );
}
