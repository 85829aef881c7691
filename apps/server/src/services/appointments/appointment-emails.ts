import type { AppointmentKind } from '@leadwise/contracts';
import { describeSlot } from '@leadwise/conversation/appointments';
import { createEvent } from 'ics';
import { appointmentCancelUrl, appointmentsUrl } from '../alerts/alert-links';
import type { EmailAttachment, EmailMessage } from '../outbox/enqueue-email';
import type { AppointmentRow } from './appointment-rows';

/** What every visitor email about an appointment says it is about. */
export interface AppointmentMailFacts {
  appointment: AppointmentRow;
  company: string;
  agentName: string;
  timeZone: string;
}

const KIND_WORDS: Record<AppointmentKind, string> = { valuation: 'valuation', viewing: 'viewing' };

function greeting(appointment: AppointmentRow) {
  const first = appointment.contact.name?.split(' ')[0];
  return first ? `Hello ${first},` : 'Hello,';
}

/** Where the appointment is: the listing for a viewing, the visitor's property for a valuation. */
export function appointmentPlace(appointment: AppointmentRow) {
  const listing = appointment.listing;
  if (listing?.address) return listing.address;
  const property = appointment.property;
  return [property?.address, property?.postcode].filter(Boolean).join(', ') || null;
}

function subjectOf(facts: AppointmentMailFacts) {
  const { appointment } = facts;
  return `${KIND_WORDS[appointment.kind][0].toUpperCase()}${KIND_WORDS[appointment.kind].slice(1)} with ${facts.company}`;
}

function whenOf(facts: AppointmentMailFacts) {
  return describeSlot(facts.appointment.startsAt, facts.timeZone);
}

/**
 * The calendar invite: start and end as UTC instants, which every calendar shows at the right
 * local time on either side of a clock change; the appointment id keeps one event per appointment
 * across a moved time.
 */
export function buildAppointmentInvite(facts: AppointmentMailFacts, cancelUrl: string): EmailAttachment {
  const { appointment } = facts;
  const place = appointmentPlace(appointment);
  const { error, value } = createEvent({
    uid: `${appointment.id}@leadwise`,
    title: `${subjectOf(facts)}`,
    description: `${facts.agentName} at ${facts.company}. To cancel: ${cancelUrl}`,
    ...(place ? { location: place } : {}),
    start: appointment.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: facts.company },
    productId: 'leadwise/appointments',
    method: 'PUBLISH',
    sequence: Math.floor(appointment.updatedAt.getTime() / 1000),
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made');
  return { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}

export function buildRequestedEmail(to: string, facts: AppointmentMailFacts): EmailMessage {
  const kind = KIND_WORDS[facts.appointment.kind];
  return {
    to,
    subject: `${subjectOf(facts)}: requested for ${whenOf(facts)}`,
    text: [
      greeting(facts.appointment),
      '',
      `Thank you for requesting a ${kind} on ${whenOf(facts)}.`,
      `It is not confirmed yet: ${facts.agentName} at ${facts.company} will confirm it, or suggest another time, by email.`,
    ].join('\n'),
  };
}

/** Confirmed, or moved by the agent to a new time: either way with the invite and the cancel link. */
export function buildConfirmedEmail(
  to: string,
  facts: AppointmentMailFacts,
  opts: { cancelToken: string; moved: boolean },
): EmailMessage {
  const kind = KIND_WORDS[facts.appointment.kind];
  const cancelUrl = appointmentCancelUrl(opts.cancelToken);
  const place = appointmentPlace(facts.appointment);
  const headline = opts.moved
    ? `${facts.agentName} at ${facts.company} has proposed a new time for your ${kind}: ${whenOf(facts)}. It is booked for you.`
    : `Your ${kind} on ${whenOf(facts)} is confirmed.`;
  return {
    to,
    subject: opts.moved
      ? `${subjectOf(facts)}: new time ${whenOf(facts)}`
      : `${subjectOf(facts)}: confirmed for ${whenOf(facts)}`,
    text: [
      greeting(facts.appointment),
      '',
      headline,
      ...(place ? [`Where: ${place}`] : []),
      '',
      'The calendar invite is attached.',
      `If the time does not suit you, cancel here: ${cancelUrl}`,
    ].join('\n'),
    attachments: [buildAppointmentInvite(facts, cancelUrl)],
  };
}

export function buildDeclinedEmail(to: string, facts: AppointmentMailFacts, reason: string): EmailMessage {
  const kind = KIND_WORDS[facts.appointment.kind];
  return {
    to,
    subject: `${subjectOf(facts)}: not available on ${whenOf(facts)}`,
    text: [
      greeting(facts.appointment),
      '',
      `Sorry, ${facts.company} cannot do your ${kind} on ${whenOf(facts)}.`,
      `${facts.agentName} says: ${reason}`,
      '',
      `Reply to this email or chat with us again to find another time.`,
    ].join('\n'),
  };
}

/** The agent's note that a visitor cancelled through their link. */
export function buildCancelledAgentEmail(to: string, facts: AppointmentMailFacts): EmailMessage {
  const who = facts.appointment.contact.name ?? facts.appointment.contact.email ?? 'A visitor';
  return {
    to,
    subject: `Cancelled: ${KIND_WORDS[facts.appointment.kind]} on ${whenOf(facts)} (${who})`,
    text: [
      `${who} cancelled their ${KIND_WORDS[facts.appointment.kind]} on ${whenOf(facts)}.`,
      '',
      `Your appointments: ${appointmentsUrl()}`,
    ].join('\n'),
  };
}
