import type { FlowState } from '@leadwise/conversation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { conversations, leads } from '../../src/db/schema';
import { createAgent } from '../factories';
import { build, testDatabaseKind } from '../helper';
import { say, startChat, updateWidgetSettings } from './widget-support';

/** One visitor message and what the assistant's answer to it must ask (or say). */
type Step = [visitor: string, reply: RegExp];

interface Persona {
  name: string;
  steps: Step[];
  /** Questions that do not apply to this visitor: never asked, at any point. */
  neverAsked: RegExp[];
  lead: Record<string, unknown>;
  temperature: 'hot' | 'warm' | 'cold';
  /** A topic asked a second time, differently, because the first answer gave only part of it. */
  askedAgain?: 'contact';
}

const BUYER_ONLY = [/mortgage/i, /first-time buyer/i];
const HOME_SEEKER_ONLY = [/budget/i, /hoping to move/i, /bedrooms do you need/i, /upload/i];
const OWNER_ONLY = [/value it/i, /valuation/i, /where is the property/i];
const WRAP_UP = /That's everything I need/;
/** Owners who want a valuation are offered three slots once their details are in, and can take one. */
const SLOT_OFFER = /could come round to see the property on .+, .+ or .+\. Which suits you best\?/;
const SLOT_BOOKED = /I've requested .+ for Sarah Agent to come round\. Sarah Agent will confirm it with you by email\./;

const personas: Persona[] = [
  {
    name: 'a buyer with a flat to sell',
    steps: [
      ["Hi, we're looking to buy", /which area are you hoping to buy in/i],
      ['Balham', /budget/i],
      ['up to 550k', /mortgage in principle/i],
      ['yes we have an AIP', /first-time buyer/i],
      ["we'll need to sell our flat first, it's not on the market yet", /when are you hoping to move/i],
      ['in the next couple of months', /how many bedrooms do you need/i],
      ['3 bedrooms', /name and an email address or phone number/i],
      ['Tom Baker, tom.baker@example.com', /Is it OK for/],
      ['yes', /upload/i],
      ['skip', WRAP_UP],
    ],
    neverAsked: OWNER_ONLY,
    lead: {
      intent: 'buy',
      areas: ['Balham'],
      areaMatch: true,
      budget: { min: null, max: 550000, period: 'total' },
      mortgage: 'approved',
      position: 'to_sell',
      timeline: 'within_3_months',
      bedrooms: 3,
      contact: { name: 'Tom Baker', email: 'tom.baker@example.com', phone: null },
    },
    temperature: 'hot',
  },
  {
    name: 'a first-time buyer',
    steps: [
      ["I'm a first time buyer looking for a 1 bed flat in Clapham", /budget/i],
      ['around 400k', /mortgage in principle/i],
      ["not yet, I haven't spoken to anyone", /when are you hoping to move/i],
      ['no rush, just browsing really', /name and an email address or phone number/i],
      ['Amy Lee 07700 900456', /Is it OK for/],
      ['no thanks', /upload/i],
      ['skip', WRAP_UP],
    ],
    neverAsked: [...OWNER_ONLY, /first-time buyer/i, /bedrooms/i],
    lead: {
      intent: 'buy',
      areas: ['Clapham'],
      mortgage: 'not_started',
      position: 'first_time_buyer',
      bedrooms: 1,
      propertyTypes: ['flat'],
      timeline: 'later',
      contact: { name: 'Amy Lee', email: null, phone: '07700900456' },
    },
    temperature: 'warm',
  },
  {
    name: 'a tenant',
    steps: [
      ['looking to rent a 2 bed flat', /which area are you hoping to rent in/i],
      ['Clapham or Balham', /monthly budget/i],
      ['about £2,000 pcm', /when are you hoping to move/i],
      ['asap please', /name and an email address or phone number/i],
      ['Raj Patel, raj@example.com', /Is it OK for/],
      ['yes', /proof of income/i],
      ['skip', WRAP_UP],
    ],
    neverAsked: [...BUYER_ONLY, ...OWNER_ONLY, /bedrooms/i],
    lead: {
      intent: 'rent',
      areas: ['Clapham', 'Balham'],
      areaMatch: true,
      budget: { min: null, max: 2000, period: 'month' },
      mortgage: null,
      timeline: 'immediate',
      bedrooms: 2,
      propertyTypes: ['flat'],
    },
    temperature: 'hot',
  },
  {
    name: 'a vendor asking for a valuation',
    steps: [
      ["I'd like a valuation for my 2 bed flat", /where is the property/i],
      ["It's SW4 7AB", /when are you hoping to sell/i],
      ['within 3 months ideally', /name and an email address or phone number/i],
      ['Ann Jones, ann@example.com', /contact you about your property by email or phone/],
      ['yes', SLOT_OFFER],
      ['the first one', SLOT_BOOKED],
    ],
    neverAsked: [...BUYER_ONLY, ...HOME_SEEKER_ONLY, /bedrooms/i],
    lead: {
      intent: 'sell',
      areas: ['SW4 7AB'],
      areaMatch: true,
      bedrooms: 2,
      propertyTypes: ['flat'],
      valuation: true,
      timeline: 'within_3_months',
      mortgage: null,
      budget: null,
    },
    temperature: 'hot',
  },
  {
    name: 'a landlord',
    steps: [
      ['I have a house I want to let out', /where is the property/i],
      ['Balham', /how many bedrooms does the house have/i],
      ['4 bedrooms', /when would you like it let from/i],
      ['within the next month', /rental valuation/i],
      ['yes please', /name and an email address or phone number/i],
      ['Priya Shah 07700 900789', /Is it OK for/],
      ['yes', SLOT_OFFER],
      ['the first one', SLOT_BOOKED],
    ],
    neverAsked: [...BUYER_ONLY, ...HOME_SEEKER_ONLY],
    lead: {
      intent: 'let',
      areas: ['Balham'],
      areaMatch: true,
      bedrooms: 4,
      propertyTypes: ['house'],
      valuation: true,
    },
    temperature: 'hot',
  },
  {
    name: 'a visitor who corrects their intent',
    steps: [
      ['buy', /which area are you hoping to buy in/i],
      ['Balham', /budget/i],
      ["Sorry, I'm selling, not buying. It's a 3 bed house", /when are you hoping to sell/i],
      ['by the summer', /value it/i],
      ['yes please', /name and an email address or phone number/i],
      ['Dan Cole, dan@example.com', /Is it OK for/],
      ['yes', SLOT_OFFER],
      ['the first one', SLOT_BOOKED],
    ],
    neverAsked: [...BUYER_ONLY, /hoping to move/i, /bedrooms/i, /upload/i],
    lead: {
      intent: 'sell',
      areas: ['Balham'],
      bedrooms: 3,
      propertyTypes: ['house'],
      valuation: true,
      budget: null,
      mortgage: null,
      position: null,
    },
    temperature: 'hot',
  },
  {
    name: 'a visitor who answers everything in one message',
    steps: [
      [
        "Hi, I'm Jo Smith, a first-time buyer after a 2 bed flat in Clapham, up to 450k, mortgage in principle in hand, hoping to move within 3 months. jo.smith@example.com",
        /Is it OK for/,
      ],
      ['yes', /upload/i],
      ['skip', WRAP_UP],
    ],
    neverAsked: [...OWNER_ONLY, /which area/i, /budget/i, /mortgage/i, /first-time buyer\?/i, /bedrooms/i, /hoping to move/i],
    lead: {
      intent: 'buy',
      areas: ['Clapham'],
      budget: { min: null, max: 450000, period: 'total' },
      mortgage: 'approved',
      position: 'first_time_buyer',
      bedrooms: 2,
      propertyTypes: ['flat'],
      timeline: 'within_3_months',
      contact: { name: 'Jo Smith', email: 'jo.smith@example.com', phone: null },
    },
    temperature: 'hot',
  },
  {
    name: 'a visitor who refuses to give a phone number',
    steps: [
      ['renting in Balham, up to £1,400 a month, moving in about 6 weeks', /how many bedrooms do you need/i],
      ['just 1 bedroom', /name and an email address or phone number/i],
      ["Sam Green. I'd rather not give out my phone number", /email address works just as well/i],
      ['ok, sam.green@example.com', /Is it OK for/],
      ['yes', /proof of income/i],
      ['skip', WRAP_UP],
    ],
    neverAsked: [...BUYER_ONLY, ...OWNER_ONLY, /phone number to reach you/i],
    askedAgain: 'contact',
    lead: {
      intent: 'rent',
      bedrooms: 1,
      contact: { name: 'Sam Green', email: 'sam.green@example.com', phone: null },
    },
    temperature: 'hot',
  },
];

describe(`scripted visitors through the widget API (${testDatabaseKind})`, () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const converse = async (persona: Persona) => {
    const agent = await createAgent(app, { name: 'Sarah Agent', company: 'Clapham Homes' });
    await updateWidgetSettings(app, agent.widgetId, { areas: ['Clapham', 'Balham', 'SW4', 'SW12'] });
    const chat = await startChat(app, agent.widgetId);

    const replies: string[] = [];
    for (const [visitor, expected] of persona.steps) {
      const reply = await say(app, chat, visitor);
      replies.push(reply);
      expect(reply, `after "${visitor}"`).toMatch(expected);
    }
    // No question twice: every reply differs, and no topic was asked more than once.
    expect(new Set(replies).size).toBe(replies.length);
    const [conversation] = await app.db.select().from(conversations).where(eq(conversations.id, chat.conversationId));
    const askCounts = (conversation.state as unknown as FlowState).askCounts;
    const expectedCounts = Object.fromEntries(
      Object.keys(askCounts).map((topic) => [topic, topic === persona.askedAgain ? 2 : 1]),
    );
    expect(askCounts).toEqual(expectedCounts);
    // Only the questions count: an acknowledgement may repeat what the visitor said ("a first-time buyer").
    const questions = replies.flatMap((reply) => reply.match(/[^.!?:]*\?/g) ?? []);
    for (const forbidden of persona.neverAsked) {
      expect(questions.filter((question) => forbidden.test(question)), String(forbidden)).toEqual([]);
    }

    const [lead] = await app.db.select().from(leads).where(eq(leads.conversationId, chat.conversationId));
    expect(lead.qualification).toMatchObject(persona.lead);
    expect(lead.temperature).toBe(persona.temperature);
  };

  for (const persona of personas) {
    const title = `[PERSONA] ${persona.name} is asked only what applies, once`;
    it(title, () => converse(persona));
  }
});
