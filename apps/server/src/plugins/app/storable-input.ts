import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@leadwise/contracts';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

/**
 * Before any route's schema runs: a 400 naming the field when the path, query or body holds text
 * the database cannot store. Every route gets it, including ones added later, so a NUL byte in a
 * visitor's message or a lead note can never reach a query and come back as a 500.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const input of [request.params, request.query, request.body]) {
        const path = findUnstorableText(input);
        if (path) throw new AppError('BAD_REQUEST', UNSTORABLE_TEXT_MESSAGE, path.join('.') || undefined);
      }
    });
  },
  { name: 'storable-input' },
);
