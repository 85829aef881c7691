import {
  assignLeadInputSchema,
  idParamsSchema,
  leadAssigneeOptionsSchema,
  leadHistorySchema,
  leadListQuerySchema,
  leadPageSchema,
  leadSchema,
  successSchema,
  updateLeadInputSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFileName, readCsvAhead } from '../../services/dashboard/csv';
import { exportLeadsCsv } from '../../services/leads/export-leads-csv';
import { assignLead } from '../../services/leads/assign-lead';
import { getLeadHistory } from '../../services/leads/get-lead-history';
import { listLeadAssignees } from '../../services/leads/list-lead-assignees';
import { listLeads } from '../../services/leads/list-leads';
import { updateLead } from '../../services/leads/update-lead';
import type { Membership } from '../../services/team/find-membership';
import { guardRoutes } from '../../plugins/app/session';


/** The agent's leads: list, pipeline status and notes, CSV export. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'leads.work');

  app.get(
    '/leads',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: 'Leads newest first: cursor pages, filters and text search',
        querystring: leadListQuerySchema,
        response: { 200: successSchema(leadPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLeads(
        { db: app.db, member: request.member!, userId: request.auth!.sub },
        request.query,
      ),
    }),
  );

  app.get(
    '/leads.csv',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: 'The filtered leads as CSV for a spreadsheet or CRM import',
        querystring: leadListQuerySchema,
      },
    },
    async (request, reply) => {
      const { cursor: _cursor, limit: _limit, ...filters } = request.query;
      const csv = await readCsvAhead(
        exportLeadsCsv(
          { db: app.db, member: request.member!, userId: request.auth!.sub, publicUrl: app.env.PUBLIC_URL },
          filters,
        ),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName('leads')}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  /** Who changes which lead: the lead routes' common context. */
  const leadChange = (request: { member: Membership | null; auth: { sub: string } | null; params: { id: string } }) => ({
    db: app.db,
    events: app.events,
    member: request.member!,
    leadId: request.params.id,
    actorUserId: request.auth!.sub,
  });

  app.patch(
    '/leads/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: "Set a lead's status (new, contacted, viewing booked, offer, won, lost) and notes",
        params: idParamsSchema,
        body: updateLeadInputSchema,
        response: { 200: successSchema(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateLead(
        leadChange(request),
        request.body,
      ),
    }),
  );

  app.get(
    '/leads/assignees',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: 'Everyone in the agency a lead can be given to, with their branch and availability',
        response: { 200: successSchema(leadAssigneeOptionsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listLeadAssignees({ db: app.db, agentId: request.auth!.agentId }),
    }),
  );

  app.post(
    '/leads/:id/assign',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: 'Give a lead to a member of the agency (any branch), or with null back to its queue',
        params: idParamsSchema,
        body: assignLeadInputSchema,
        response: { 200: successSchema(leadSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assignLead(
        leadChange(request),
        request.body,
      ),
    }),
  );

  app.get(
    '/leads/:id/history',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['leads'],
        summary: "A lead's history, oldest first: routing, assignments, status changes and notes, with who",
        params: idParamsSchema,
        response: { 200: successSchema(leadHistorySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getLeadHistory({ db: app.db, member: request.member!, leadId: request.params.id }),
    }),
  );
};

export default leadsRoutes;
