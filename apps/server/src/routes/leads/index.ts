import {
  idParamsSchema,
  leadListQuerySchema,
  leadPageSchema,
  leadSchema,
  successSchema,
  updateLeadInputSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvFileName, readCsvAhead } from '../../services/dashboard/csv';
import { exportLeadsCsv } from '../../services/leads/export-leads-csv';
import { listLeads } from '../../services/leads/list-leads';
import { updateLead } from '../../services/leads/update-lead';
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
      data: await listLeads({ db: app.db, member: request.member! }, request.query),
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
        { db: app.db, member: request.member!, publicUrl: app.env.PUBLIC_URL },
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
        { db: app.db, events: app.events, member: request.member!, leadId: request.params.id },
        request.body,
      ),
    }),
  );
};

export default leadsRoutes;
