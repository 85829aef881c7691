import type { FastifyRequest } from 'fastify';

/** Counted per visitor IP and per widget or conversation, so one noisy site never starves another. */
const perIpAnd = (param: 'widgetId' | 'id') => (request: FastifyRequest) =>
  `${request.ip}:${(request.params as Record<string, string>)[param] ?? ''}`;

export const RATE_LIMITS = {
  /** Every page view of every host page asks once. */
  publicConfig: { max: 120, timeWindow: '1 minute', keyGenerator: perIpAnd('widgetId') },
  widgetEvent: { max: 30, timeWindow: '1 minute', keyGenerator: perIpAnd('widgetId') },
  startConversation: { max: 10, timeWindow: '1 minute', keyGenerator: perIpAnd('widgetId') },
  /** People type; scripts flood. 30 a minute is fast typing. */
  postMessage: { max: 30, timeWindow: '1 minute', keyGenerator: perIpAnd('id') },
  /** The polling fallback asks every few seconds. */
  listMessages: { max: 60, timeWindow: '1 minute', keyGenerator: perIpAnd('id') },
  /** The live demo's lead panel refreshes after each message and every few seconds while open. */
  demoLeadPreview: { max: 60, timeWindow: '1 minute', keyGenerator: perIpAnd('id') },
  stream: { max: 20, timeWindow: '1 minute', keyGenerator: perIpAnd('id') },
  uploadDocument: { max: 10, timeWindow: '10 minutes', keyGenerator: perIpAnd('id') },
  agentAction: { max: 60, timeWindow: '1 minute' },
} as const;
