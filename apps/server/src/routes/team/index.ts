import {
  createInvitationInputSchema,
  currentMemberSchema,
  errorResponseSchema,
  idParamsSchema,
  invitationListSchema,
  invitationSchema,
  successSchema,
  teamMemberSchema,
  teamMembersSchema,
  transferOwnershipInputSchema,
  updateTeamMemberInputSchema,
} from '@leadwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardRoutes } from '../../plugins/app/session';
import { billingSettingsFrom } from '../../services/billing/billing-settings';
import { createInvitation } from '../../services/team/create-invitation';
import { getCurrentMember } from '../../services/team/get-current-member';
import { listInvitations } from '../../services/team/list-invitations';
import { listMembers } from '../../services/team/list-members';
import { removeMember } from '../../services/team/remove-member';
import { resendInvitation } from '../../services/team/resend-invitation';
import { revokeInvitation } from '../../services/team/revoke-invitation';
import type { TeamActor } from '../../services/team/team-actor';
import { transferOwnership } from '../../services/team/transfer-ownership';
import { updateMember } from '../../services/team/update-member';

const tags = ['team'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const answers = <T extends z.ZodType>(data: T) => ({
  200: successSchema(data),
  ...Object.fromEntries([400, 401, 403, 404, 409, 429].map((status) => [status, errorResponseSchema])),
});
const done = z.object({ message: z.string() });

/** The agency's people and invitations (owner and admins), and who the caller is (everyone). */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app;
  const billingEnabled = billingSettingsFrom(env).enabled;
  guardRoutes(app, 'team.manage');

  const actorOf = (request: FastifyRequest): TeamActor => ({
    member: request.member!,
    userId: request.auth!.sub,
    email: request.auth!.email,
    ip: request.ip,
  });
  const inviterName = async (request: FastifyRequest) => (await getCurrentMember(db, request.member!.id)).name;

  app.get(
    '/team/me',
    {
      config: { ...perMinute(300), permission: 'account.use' },
      schema: { tags, summary: 'The signed-in person: name, role and branch', response: answers(currentMemberSchema) },
    },
    async (request) => ({ success: true as const, data: await getCurrentMember(db, request.member!.id) }),
  );

  app.get(
    '/team/members',
    {
      config: perMinute(120),
      schema: { tags, summary: "The agency's people, its branches and seats", response: answers(teamMembersSchema) },
    },
    async (request) => ({
      success: true as const,
      data: await listMembers({ db, agentId: request.member!.agentId, billingEnabled }),
    }),
  );

  app.patch(
    '/team/members/:id',
    {
      config: perMinute(60),
      schema: {
        tags,
        summary: "Change a person's role, branch or availability",
        params: idParamsSchema,
        body: updateTeamMemberInputSchema,
        response: answers(teamMemberSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateMember({ db, actor: actorOf(request), memberId: request.params.id }, request.body),
    }),
  );

  app.delete(
    '/team/members/:id',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Remove a person: their sessions end at once and their leads return to the branch queue',
        params: idParamsSchema,
        response: answers(done),
      },
    },
    async (request) => {
      await removeMember({
        db,
        identity: app.identity,
        events: app.events,
        log: request.log,
        actor: actorOf(request),
        memberId: request.params.id,
      });
      return { success: true as const, data: { message: 'They have been removed from the agency.' } };
    },
  );

  app.post(
    '/team/transfer-ownership',
    {
      config: { ...perMinute(10), permission: 'ownership.transfer' },
      schema: {
        tags,
        summary: 'Make another member the owner (confirmed with your password); you become an admin',
        body: transferOwnershipInputSchema,
        response: answers(done),
      },
    },
    async (request) => {
      await transferOwnership({
        db,
        actor: actorOf(request),
        checkPassword: (email, password) => app.identity.checkPassword(email, password),
        input: request.body,
      });
      return { success: true as const, data: { message: 'Ownership transferred. You are now an admin.' } };
    },
  );

  app.get(
    '/team/invitations',
    {
      config: perMinute(120),
      schema: { tags, summary: 'Invitations not yet accepted or revoked', response: answers(invitationListSchema) },
    },
    async (request) => ({
      success: true as const,
      data: await listInvitations({ db, agentId: request.member!.agentId }),
    }),
  );

  app.post(
    '/team/invitations',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Invite a person by email with a role and branch (single-use link, valid 7 days)',
        body: createInvitationInputSchema,
        response: answers(invitationSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await createInvitation(
        {
          db,
          actor: actorOf(request),
          inviterName: await inviterName(request),
          publicUrl: env.PUBLIC_URL,
          billingEnabled,
        },
        request.body,
      ),
    }),
  );

  app.post(
    '/team/invitations/:id/resend',
    {
      config: perMinute(30),
      schema: {
        tags,
        summary: 'Email a new link (the previous one stops working), valid 7 days from now',
        params: idParamsSchema,
        response: answers(invitationSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await resendInvitation({
        db,
        actor: actorOf(request),
        inviterName: await inviterName(request),
        publicUrl: env.PUBLIC_URL,
        invitationId: request.params.id,
      }),
    }),
  );

  app.delete(
    '/team/invitations/:id',
    {
      config: perMinute(30),
      schema: { tags, summary: 'Revoke an invitation', params: idParamsSchema, response: answers(done) },
    },
    async (request) => {
      await revokeInvitation({ db, actor: actorOf(request), invitationId: request.params.id });
      return { success: true as const, data: { message: 'The invitation has been revoked.' } };
    },
  );
};

export default teamRoutes;
