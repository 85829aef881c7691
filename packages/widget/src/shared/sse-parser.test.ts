import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('returns whole events only, however the chunks are cut', () => {
    const parse = createSseParser();
    expect(parse('retry: 3000\n\nevent: mess')).toEqual([]);
    expect(parse('age\ndata: {"a":1}\n')).toEqual([]);
    expect(parse('\n: ping\n\nevent: agent.left\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'agent.left', data: '{}' },
    ]);
  });

  it('joins multi-line data with newlines', () => {
    expect(createSseParser()('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
