import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { decodeShortCode, encodeShortCode } from '../../src/services/alerts/alert-links';
import { toGsm } from '../../src/services/alerts/build-lead-alert';
import { summariseConversation } from '../../src/services/alerts/lead-facts';
import { nameBasedUuid } from '../../src/services/alerts/name-based-uuid';
import { generateWebhookSecret, signWebhook } from '../../src/services/alerts/webhook-signature';

describe('summariseConversation', () => {
  it('writes three lines even when nothing is known yet', () => {
    expect(
      summariseConversation({ qualification: null }, { messageCount: 1, lastVisitorMessage: 'hi', documentCount: 0 }),
    ).toEqual([
      'Looking, area not given, budget not given.',
      'Mortgage position not given; timeline not given.',
      '1 message, 0 documents; last said: "hi".',
    ]);
  });

  it('sums up a vendor by the property and the valuation, never a budget or mortgage', () => {
    const qualification = {
      intent: 'sell' as const,
      areas: ['SW4 7AB'],
      bedrooms: 2,
      propertyTypes: ['flat' as const],
      valuation: true,
      timeline: 'within_3_months' as const,
    };
    const [want, readiness] = summariseConversation(
      { qualification },
      { messageCount: 2, lastVisitorMessage: null, documentCount: 0 },
    );
    expect([want, readiness]).toEqual([
      'Wants to sell in SW4 7AB, 2-bedroom flat, valuation requested.',
      'Valuation requested; within 3 months.',
    ]);
  });

  it('clips a long last message', () => {
    const [, , last] = summariseConversation(
      { qualification: null },
      { messageCount: 3, lastVisitorMessage: 'word '.repeat(100), documentCount: 2 },
    );
    expect(last.length).toBeLessThan(140);
    expect(last).toMatch(/^3 messages, 2 documents; last said: "word .*…"\.$/);
  });
});

describe('toGsm', () => {
  it('keeps GSM-7 characters, strips accents and replaces lookalike punctuation', () => {
    expect(toGsm('Zoë O’Brien – £450k')).toBe("Zoe O'Brien - £450k");
    expect(toGsm('Ødegård 🏠')).toBe('Ødegård ?');
  });
});

describe('short links', () => {
  it('round-trips a conversation id through 22 characters', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(encodeShortCode(id)).toHaveLength(22);
    expect(decodeShortCode(encodeShortCode(id))).toBe(id);
    expect(decodeShortCode('not-a-code')).toBeNull();
  });
});

describe('nameBasedUuid', () => {
  it('gives the same RFC 4122 version 5 id for the same name, another for another', () => {
    const a = nameBasedUuid('lead-alert:x:hot');
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(nameBasedUuid('lead-alert:x:hot')).toBe(a);
    expect(nameBasedUuid('lead-alert:x:warm')).not.toBe(a);
  });
});

describe('signWebhook', () => {
  it('produces signatures the standardwebhooks library verifies, and only with the right secret', () => {
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'lead.created', timestamp: new Date().toISOString(), data: { a: 1 } });
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'msg_123',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, 'msg_123', timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toMatchObject({ type: 'lead.created' });
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow('No matching signature found');
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow('No matching signature found');
  });
});
