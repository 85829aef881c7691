import {
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentResponseSchema,
  appointmentSettingsResponseSchema,
  appointmentSettingsSchema,
  cancelAppointmentInputSchema,
  cancelledAppointmentSchema,
  declineAppointmentInputSchema,
  errorResponseSchema,
  idParamsSchema,
  proposeAppointmentInputSchema,
  successSchema,
} from '@leadwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../../plugins/app/session';
import type { Membership } from '../../services/team/find-membership';
import { answerAppointment } from '../../services/appointments/answer-appointment';
import {
  getAppointmentSettings,
  updateAppointmentSettings,
} from '../../services/appointments/appointment-settings';
import { cancelAppointment } from '../../services/appointments/cancel-appointment';
import { listAppointments } from '../../services/appointments/list-appointments';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The agent's side of appointments: the diary, its answers to requests, and when slots are offered. */
const agentAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'appointments.work');
  const { now } = app.clock;

  app.get(
    '/appointments',
    {
      config: perMinute(300),
      schema: {
        tags: ['appointments'],
        summary: 'Appointments in time order: filter by period (from, to), kind and status',
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAppointments({ db: app.db, member: request.member! }, request.query),
    }),
  );

  const answerOptions = (request: { member: Membership | null; params: { id: string } }) => ({
    db: app.db,
    member: request.member!,
    appointmentId: request.params.id,
    now: now(),
  });

  app.post(
    '/appointments/:id/confirm',
    {
      config: perMinute(60),
      schema: {
        tags: ['appointments'],
        summary: 'Confirm a requested appointment: the visitor is emailed the calendar invite and a cancel link',
        params: idParamsSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await answerAppointment(answerOptions(request), { action: 'confirm' }),
    }),
  );

  app.post(
    '/appointments/:id/decline',
    {
      config: perMinute(60),
      schema: {
        tags: ['appointments'],
        summary: 'Decline an appointment with a reason, which the visitor is emailed',
        params: idParamsSchema,
        body: declineAppointmentInputSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await answerAppointment(answerOptions(request), { action: 'decline', reason: request.body.reason }),
    }),
  );

  app.post(
    '/appointments/:id/propose',
    {
      config: perMinute(60),
      schema: {
        tags: ['appointments'],
        summary: 'Move an appointment to another time within the hours, confirmed; the visitor is emailed',
        params: idParamsSchema,
        body: proposeAppointmentInputSchema,
        response: { 200: appointmentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await answerAppointment(answerOptions(request), { action: 'propose', startsAt: request.body.startsAt }),
    }),
  );

  app.get(
    '/settings/appointments',
    {
      config: { ...perMinute(120), permission: 'appointmentHours.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Appointment hours, lengths, notice and how far ahead (defaults until saved)',
        response: { 200: appointmentSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAppointmentSettings({ db: app.db, agentId: request.auth!.agentId }),
    }),
  );

  app.put(
    '/settings/appointments',
    {
      config: { ...perMinute(30), permission: 'appointmentHours.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Save appointment hours, lengths, notice and how far ahead',
        body: appointmentSettingsSchema,
        response: { 200: appointmentSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateAppointmentSettings({ db: app.db, agentId: request.auth!.agentId }, request.body),
    }),
  );
};

/** Counted per client address: a cancel token is long and random, guessing one is the abuse to slow. */
const CANCEL_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

/** The visitor's cancel link, public: the token is the proof. */
const publicAppointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.clock;
  app.post(
    '/appointments/cancel',
    {
      config: { rateLimit: CANCEL_RATE_LIMIT },
      schema: {
        tags: ['appointments'],
        summary: "Cancel an appointment with the visitor's single-use link token; the agent is told",
        body: cancelAppointmentInputSchema,
        response: { 200: successSchema(cancelledAppointmentSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await cancelAppointment({ db: app.db, now: now() }, request.body),
    }),
  );
};

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicAppointmentRoutes);
  await app.register(agentAppointmentRoutes);
};

export default appointmentRoutes;
