import { type AssistantTurn, type FlowContext, type LeadFields, slotTakenTurn } from '@leadwise/conversation';
import type { Executor } from '../../db/client';
import type { ConversationRow } from '../conversations/conversation-access';
import { requestAppointment } from './request-appointment';
import { findOpenSlots } from './slot-rules';

/**
 * Books the slot a turn picked, in the transaction that stores the reply. When another visitor
 * took it a moment before, the reply becomes "it has just gone" with the next free slots.
 */
export async function settleBooking(
  tx: Executor,
  opts: {
    conversation: ConversationRow;
    qualification: LeadFields;
    turn: AssistantTurn;
    now: Date;
    timeZone: string;
    context: FlowContext;
  },
): Promise<AssistantTurn> {
  const { turn, conversation } = opts;
  if (!turn.booking) return turn;
  const booked = await requestAppointment(tx, { ...opts, booking: turn.booking });
  if (booked !== 'taken') return turn;
  const { free } = await findOpenSlots(tx, {
    agentId: conversation.agentId,
    branchId: conversation.branchId,
    kind: turn.booking.kind,
    now: opts.now,
  });
  const retry = slotTakenTurn(turn.state, {
    gone: turn.booking,
    supply: { timeZone: opts.timeZone, free },
    context: opts.context,
  });
  return { ...turn, text: retry.text, state: retry.state, topic: 'appointment', booking: null };
}
