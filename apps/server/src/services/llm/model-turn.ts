import { z } from 'zod';
import {
  type AssistantTurn,
  type FlowContext,
  INTENTS,
  type LeadQualification,
  MORTGAGE_STATUSES,
  type ModelReading,
  POSITIONS,
  PROPERTY_TYPES,
  type pendingQuestions,
  TIMELINES,
} from '@leadwise/conversation';

type PendingQuestion = ReturnType<typeof pendingQuestions>[number];

import type { ChatCompletionsClient } from './chat-completions-client';

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional().catch(null);

/** What the model may say it read; every field is optional and a malformed one is ignored. */
const modelExtractionSchema = z.object({
  intent: nullable(z.enum(INTENTS)),
  budget: nullable(
    z.object({
      min: z.number().int().positive().nullable().catch(null),
      max: z.number().int().positive().nullable().catch(null),
      period: z.enum(['total', 'month']).catch('total'),
    }),
  ),
  mortgage: nullable(z.enum(MORTGAGE_STATUSES)),
  timeline: nullable(z.enum(TIMELINES)),
  position: nullable(z.enum(POSITIONS)),
  bedrooms: nullable(z.number().int().min(0).max(20)),
  propertyTypes: z.array(z.enum(PROPERTY_TYPES)).max(3).optional().catch([]),
  valuation: nullable(z.boolean()),
  areas: z.array(z.string().trim().min(1).max(80)).max(10).optional().catch([]),
  contact: nullable(
    z.object({
      name: z.string().trim().min(1).max(120).nullable().optional().catch(null),
      email: z.string().trim().toLowerCase().email().nullable().optional().catch(null),
      phone: z.string().trim().max(40).nullable().optional().catch(null),
    }),
  ),
}) satisfies z.ZodType<ModelReading>;
const oneOf = (values: readonly string[]) => `${values.map((v) => `"${v}"`).join('|')}|null`;
/** The extraction's JSON shape as the model is told it, from the same value lists as the schema. */
const EXTRACTION_SHAPE = `{"intent": ${oneOf(INTENTS)}, "budget": {"min": number|null, "max": number|null, "period": "total"|"month"}|null, "mortgage": ${oneOf(MORTGAGE_STATUSES)}, "timeline": ${oneOf(TIMELINES)}, "areas": string[], "position": ${oneOf(POSITIONS)}, "bedrooms": number|null, "propertyTypes": (${PROPERTY_TYPES.map((t) => `"${t}"`).join('|')})[], "valuation": boolean|null, "contact": {"name": string|null, "email": string|null, "phone": string|null}}`;
export type ModelExtraction = z.infer<typeof modelExtractionSchema>;

const modelAnswerSchema = z.object({
  reply: z.string().trim().min(1).max(1200),
  extracted: modelExtractionSchema.catch({}),
});

export interface ModelTurn {
  reply: string;
  extracted: ModelExtraction;
}

function systemPrompt(context: FlowContext, known: LeadQualification, plan: AssistantTurn, pending: PendingQuestion[]) {
  const fallback = pending.filter((p) => p.topic !== plan.topic).map((p) => `${p.topic}: "${p.question}"`);
  return [
    `You are the website chat assistant of ${context.companyName}, a UK estate agency. The agent is ${context.agentName}.`,
    'You qualify property enquiries: buying, selling, renting or letting; area (for sellers and landlords, where the property is); budget and mortgage position (buyers); chain position (buyers); bedrooms and property type; timeline; a valuation (sellers and landlords); and contact details.',
    'Write the next assistant message. Plain text, no markdown, at most three short friendly sentences, British English.',
    'Never invent facts about properties, prices, availability, fees or the law; for anything you cannot answer say you will pass it to the agent.',
    `Facts already known (do not ask for these again): ${JSON.stringify({ ...known, score: undefined, temperature: undefined })}.`,
    `A draft of the message, from the rules: "${plan.text}". Say the same thing in your own words${plan.topic === 'done' ? '' : ', ending with the same question'}.`,
    ...(fallback.length > 0
      ? [
          `If the visitor's messages already answer the draft's question, ask instead the first of these they have not answered: ${fallback.join('; ')}.`,
        ]
      : []),
    `Answer with a JSON object: {"reply": string, "extracted": ${EXTRACTION_SHAPE}}.`,
    'In "extracted" put only what the visitor said in the whole conversation; amounts in whole pounds; null when not said.',
  ].join('\n');
}

/**
 * Asks the model for the next message's wording and its own reading of the conversation. Throws
 * on any failure: the caller falls back to the rule engine's message, unseen by the visitor.
 */
export async function askModelForTurn(
  client: ChatCompletionsClient,
  input: {
    context: FlowContext;
    transcript: Array<{ role: 'assistant' | 'visitor'; text: string }>;
    known: LeadQualification;
    plan: AssistantTurn;
    pending: PendingQuestion[];
  },
): Promise<ModelTurn> {
  const content = await client.complete(
    [
      { role: 'system', content: systemPrompt(input.context, input.known, input.plan, input.pending) },
      ...input.transcript.map((m) => ({
        role: m.role === 'visitor' ? ('user' as const) : ('assistant' as const),
        content: m.text,
      })),
    ],
    { json: true },
  );
  const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
  const parsed = modelAnswerSchema.parse(json);
  return { reply: parsed.reply, extracted: parsed.extracted };
}
