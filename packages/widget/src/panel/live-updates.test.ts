import { describe, expect, it } from 'vitest';
import { lastServerMessageId, mergeMessages, type ShownMessage } from './live-updates';

const message = (id: string, createdAt: string, extra: Partial<ShownMessage> = {}): ShownMessage => ({
  id,
  role: 'assistant',
  text: id,
  createdAt,
  ...extra,
});

describe('mergeMessages', () => {
  it('adds each message once, in time order, whichever way it arrived', () => {
    const current = [message('a', '2026-01-01T10:00:00.000Z'), message('c', '2026-01-01T10:00:02.000Z')];
    const merged = mergeMessages(current, [
      message('b', '2026-01-01T10:00:01.000Z'),
      message('c', '2026-01-01T10:00:02.000Z'),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages(merged, [message('b', '2026-01-01T10:00:01.000Z')])).toBe(merged);
  });

  it("puts the visitor's file above the assistant's thanks when the thanks came first on the stream", () => {
    const at = '2026-01-01T10:00:05.000Z';
    const thanks = message('r1', at, { role: 'assistant', text: "Thanks, I've received your mortgage certificate" });
    const file = message('doc-1', at, { role: 'visitor', text: 'aip.pdf', local: true, isDocument: true });
    expect(mergeMessages([thanks], [file, thanks]).map((m) => m.id)).toEqual(['doc-1', 'r1']);
  });

  it('replaces the local copy of a message being sent when the stored one arrives', () => {
    const pending = message('pending-1', '2026-01-01T10:00:05.000Z', { role: 'visitor', text: 'hello', local: true });
    const stored = message('v1', '2026-01-01T10:00:03.000Z', { role: 'visitor', text: 'hello' });
    expect(mergeMessages([pending], [stored])).toEqual([stored]);
  });
});

describe('lastServerMessageId', () => {
  it('skips local messages (welcome text, uploads, messages being sent)', () => {
    const list = [
      message('s1', '1'),
      message('doc-1', '2', { local: true }),
      message('pending-2', '3', { local: true }),
    ];
    expect(lastServerMessageId(list)).toBe('s1');
    expect(lastServerMessageId([message('welcome', '', { local: true })])).toBeUndefined();
  });
});
