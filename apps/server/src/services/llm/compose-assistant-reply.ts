import {
  type AssistantTurn,
  type FlowContext,
  type FlowState,
  type LeadQualification,
  mergeExtraction,
  nextTurn,
  pendingQuestions,
  scoreLead,
  type SlotSupply,
} from '@leadwise/conversation';
import type { ChatCompletionsClient } from './chat-completions-client';
import { askModelForTurn } from './model-turn';

export interface ReplyInput {
  previous: LeadQualification | null;
  /** The rule engine's reading of the whole transcript, this message included. */
  rules: LeadQualification;
  state: FlowState;
  visitorText: string;
  context: FlowContext;
  transcript: Array<{ role: 'assistant' | 'visitor'; text: string }>;
  agentAreas: string[];
  /** Free appointment slots, looked up only when the engine is about to offer them. */
  slots?: SlotSupply;
  timeZone?: string;
  /** The rule engine's turn for `rules`, when the caller already planned it with these inputs. */
  ruleTurn?: AssistantTurn;
}

export interface ComposedReply {
  qualification: LeadQualification;
  turn: AssistantTurn;
  source: 'rules' | 'model';
}

/**
 * The assistant's next message. Without a model the rule engine does everything. With one, the
 * model writes the wording and its extraction fills the rules' gaps; on any model failure the
 * rule engine's message goes out instead and the visitor notices nothing.
 */
export async function composeAssistantReply(
  { llm, onModelError }: { llm: ChatCompletionsClient | null; onModelError?: (error: unknown) => void },
  input: ReplyInput,
): Promise<ComposedReply> {
  const plan = (current: LeadQualification) =>
    nextTurn({
      previous: input.previous,
      current,
      state: input.state,
      visitorText: input.visitorText,
      context: input.context,
      slots: input.slots,
      timeZone: input.timeZone,
    });
  const ruleTurn = input.ruleTurn ?? plan(input.rules);
  if (!llm) return { qualification: input.rules, turn: ruleTurn, source: 'rules' };
  try {
    const model = await askModelForTurn(llm, {
      context: input.context,
      transcript: input.transcript,
      known: input.rules,
      plan: ruleTurn,
      pending: pendingQuestions(input.rules, input.state, input.context),
    });
    const visitorText = input.transcript
      .filter((m) => m.role === 'visitor')
      .map((m) => m.text)
      .join('\n');
    const merged = mergeExtraction(input.rules, model.extracted, { agentAreas: input.agentAreas, visitorText });
    const qualification: LeadQualification = { ...merged, ...scoreLead(merged) };
    const turn = plan(qualification);
    // Consent is recorded with its exact wording, so that question always goes out verbatim.
    if (turn.topic === 'consent' || ruleTurn.topic === 'consent') return { qualification, turn, source: 'rules' };
    // Offered times and a booked one are stated exactly as the engine worded them: a model must not invent a slot.
    const isBookingTurn = (t: typeof turn) => t.topic === 'appointment' || t.booking !== null;
    if (isBookingTurn(turn) || isBookingTurn(ruleTurn)) return { qualification, turn, source: 'rules' };
    return { qualification, turn: { ...turn, text: model.reply }, source: 'model' };
  } catch (error) {
    onModelError?.(error);
    return { qualification: input.rules, turn: ruleTurn, source: 'rules' };
  }
}
