import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('returns whole events only, however the chunks are cut, skipping comments and retry lines', () => {
    const parse = createSseParser();
    expect(parse('retry: 3000\n\n: ping\n\nevent: mess')).toEqual([]);
    expect(parse('age\ndata: {"a":1}\n')).toEqual([]);
    expect(parse('\n: ping\n\nevent: agent.left\r\ndata: {}\r\n\r\n')).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'agent.left', data: '{}' },
    ]);
  });

  it('joins multi-line data with newlines, with LF or CRLF line ends', () => {
    expect(createSseParser()('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    expect(createSseParser()('data: one\r\ndata: two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('does not split an event at a CRLF cut between two chunks', () => {
    const parse = createSseParser();
    expect(parse('data: one\r')).toEqual([]);
    expect(parse('\ndata: two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });

  it('reads a field without a value and ignores data-less blocks', () => {
    const parse = createSseParser();
    expect(parse('event: ping\n\ndata\n\n')).toEqual([{ event: 'message', data: '' }]);
  });
});
