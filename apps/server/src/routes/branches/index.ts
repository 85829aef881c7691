import {
  branchDeletedSchema,
  branchInputSchema,
  branchListSchema,
  branchSchema,
  idParamsSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/session';
import { createBranch } from '../../services/branches/create-branch';
import { deleteBranch } from '../../services/branches/delete-branch';
import { listBranches } from '../../services/branches/list-branches';
import { updateBranch } from '../../services/branches/update-branch';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The agency's branches: where leads are routed, with their areas, phone and hours. */
const branchesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app);

  app.get(
    '/branches',
    {
      config: perMinute(300),
      schema: {
        tags: ['branches'],
        summary: "The agency's branches by name, with how many people, widgets and leads each has",
        response: { 200: successSchema(branchListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listBranches({ db: app.db, agentId: request.auth!.agentId }),
    }),
  );

  app.post(
    '/branches',
    {
      config: perMinute(60),
      schema: {
        tags: ['branches'],
        summary: 'Add a branch: name, areas covered, phone, office and appointment hours, branch alerts',
        body: branchInputSchema,
        response: { 201: successSchema(branchSchema) },
      },
    },
    async (request, reply) => {
      const branch = await createBranch({ db: app.db, agentId: request.auth!.agentId }, request.body);
      return reply.code(201).send({ success: true as const, data: branch });
    },
  );

  app.put(
    '/branches/:id',
    {
      config: perMinute(60),
      schema: {
        tags: ['branches'],
        summary: 'Save a branch; a bad field is a 400 naming it',
        params: idParamsSchema,
        body: branchInputSchema,
        response: { 200: successSchema(branchSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateBranch(
        { db: app.db, agentId: request.auth!.agentId, branchId: request.params.id },
        request.body,
      ),
    }),
  );

  app.delete(
    '/branches/:id',
    {
      config: perMinute(30),
      schema: {
        tags: ['branches'],
        summary: "Delete a branch; its people, widgets and leads move to the whole agency",
        params: idParamsSchema,
        response: { 200: successSchema(branchDeletedSchema) },
      },
    },
    async (request) => {
      await deleteBranch({ db: app.db, agentId: request.auth!.agentId, branchId: request.params.id });
      return { success: true as const, data: { deleted: true as const } };
    },
  );
};

export default branchesRoutes;
