import {
  accountDeletionInputSchema,
  accountDeletionSchema,
  errorResponseSchema,
  erasureResultSchema,
  idParamsSchema,
  keepLeadInputSchema,
  keptLeadSchema,
  privacyExportSchema,
  privacySettingsSchema,
  privacySubjectInputSchema,
  privacySubjectQuerySchema,
  subjectRecordsSchema,
  successSchema,
  updatePrivacySettingsInputSchema,
} from '@leadwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guardRoutes } from '../../plugins/app/session';
import { createStripeClient } from '../../services/billing/stripe-client';
import { createExport, type PrivacyRequestContext } from '../../services/privacy/create-export';
import { deleteAccount } from '../../services/privacy/delete-account';
import { downloadExport } from '../../services/privacy/download-export';
import { eraseSubject } from '../../services/privacy/erase-subject';
import { findSubjectRecords } from '../../services/privacy/find-subject-records';
import { parseSubject } from '../../services/privacy/parse-subject';
import { setLeadKept } from '../../services/retention/keep-lead';
import { getPrivacySettings, updatePrivacySettings } from '../../services/retention/privacy-settings';
import { createDocumentStorage } from '../../services/storage/create-document-storage';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const answers = <T extends z.ZodType>(status: 200 | 201, data: T) => ({
  [status]: successSchema(data),
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
});

/**
 * The agency's data-protection duties as controller: subject access (search, export), erasure,
 * retention settings, kept leads and account deletion. Owner-only except keeping a lead.
 */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const storage = createDocumentStorage(app.env);
  const stripe = createStripeClient(app.env);
  guardRoutes(app, 'privacy.manage');

  const caller = (request: FastifyRequest) => ({
    agentId: request.auth!.agentId,
    actor: { userId: request.auth!.sub, email: request.auth!.email },
    ip: request.ip,
  });
  /** Who may handle privacy requests is the route's permission; this is the request's context. */
  function requestContext(request: FastifyRequest): PrivacyRequestContext {
    return { db, storage, ...caller(request) };
  }

  app.get(
    '/privacy/subjects',
    {
      config: perMinute(60),
      schema: {
        tags: ['privacy'],
        summary: 'Everything held about a visitor, by email or phone, grouped by kind',
        querystring: privacySubjectQuerySchema,
        response: answers(200, subjectRecordsSchema),
      },
    },
    async (request) => {
      const ctx = requestContext(request);
      return { success: true as const, data: await findSubjectRecords(ctx, request.query.q) };
    },
  );

  app.post(
    '/privacy/exports',
    {
      config: perMinute(10),
      schema: {
        tags: ['privacy'],
        summary: 'Export everything held about a visitor as a zip archive (audited)',
        body: privacySubjectInputSchema,
        response: answers(201, privacyExportSchema),
      },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      const data = await createExport(ctx, { kind: 'subject', subject: parseSubject(request.body) });
      return reply.code(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/privacy/agency-exports',
    {
      config: { ...perMinute(3), permission: 'agency.export' },
      schema: {
        tags: ['privacy'],
        summary: 'Export all of the agency’s conversations, leads, appointments, alerts and documents (audited)',
        response: answers(201, privacyExportSchema),
      },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      return reply.code(201).send({ success: true as const, data: await createExport(ctx, { kind: 'agency' }) });
    },
  );

  app.get(
    '/privacy/exports/:id/download',
    {
      config: { ...perMinute(30), permission: 'agency.export' },
      schema: { tags: ['privacy'], summary: 'Download an export archive (zip) before it expires', params: idParamsSchema },
    },
    async (request, reply) => {
      const ctx = requestContext(request);
      const file = await downloadExport({ db, storage, agentId: ctx.agentId, exportId: request.params.id });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.body));
    },
  );

  app.post(
    '/privacy/erasures',
    {
      config: perMinute(10),
      schema: {
        tags: ['privacy'],
        summary: 'Erase a visitor: their conversations, leads, documents, appointments and alerts (audited)',
        body: privacySubjectInputSchema,
        response: answers(200, erasureResultSchema),
      },
    },
    async (request) => {
      const ctx = requestContext(request);
      return { success: true as const, data: await eraseSubject(ctx, parseSubject(request.body)) };
    },
  );

  app.get(
    '/settings/privacy',
    {
      config: perMinute(120),
      schema: {
        tags: ['privacy'],
        summary: 'Retention period, privacy notice address and the retention job’s last run',
        response: answers(200, privacySettingsSchema),
      },
    },
    async (request) => ({ success: true as const, data: await getPrivacySettings(db, request.auth!.agentId) }),
  );

  app.put(
    '/settings/privacy',
    {
      config: perMinute(30),
      schema: {
        tags: ['privacy'],
        summary: 'Set the retention period (30-730 days) and the privacy notice address (audited)',
        body: updatePrivacySettingsInputSchema,
        response: answers(200, privacySettingsSchema),
      },
    },
    async (request) => {
      const ctx = requestContext(request);
      return { success: true as const, data: await updatePrivacySettings(ctx, request.body) };
    },
  );

  app.post(
    '/leads/:id/keep',
    {
      config: perMinute(60),
      schema: {
        tags: ['privacy'],
        summary: 'Keep a lead (a client) past the retention period, saying why',
        params: idParamsSchema,
        body: keepLeadInputSchema,
        response: answers(200, keptLeadSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await setLeadKept({ db, leadId: request.params.id, ...caller(request) }, request.body.reason),
    }),
  );

  app.delete(
    '/leads/:id/keep',
    {
      config: perMinute(60),
      schema: {
        tags: ['privacy'],
        summary: 'Stop keeping a lead: the retention period applies to it again',
        params: idParamsSchema,
        response: answers(200, keptLeadSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await setLeadKept({ db, leadId: request.params.id, ...caller(request) }, null),
    }),
  );

  app.post(
    '/account/deletion',
    {
      config: { ...perMinute(5), permission: 'agency.delete' },
      schema: {
        tags: ['privacy'],
        summary: 'Delete the agency account (owner, with password): unusable at once, data removed after 30 days',
        body: accountDeletionInputSchema,
        response: answers(200, accountDeletionSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await deleteAccount(
        { db, stripe, twoFactor: app.twoFactor, events: app.events, log: request.log, ...caller(request) },
        request.body,
      ),
    }),
  );
};

export default privacyRoutes;
