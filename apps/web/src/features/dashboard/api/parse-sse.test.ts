import { describe, expect, it } from 'vitest';
import { createSseParser } from './parse-sse';

describe('createSseParser', () => {
  it('reads events split across chunks and skips comments and retry lines', () => {
    const parse = createSseParser();
    expect(parse('retry: 3000\n\n: ping\n\nevent: message\nda')).toEqual([]);
    expect(parse('ta: {"a":1}\n\nevent: lead.updated\ndata: {"b":2}\n')).toEqual([
      { event: 'message', data: '{"a":1}' },
    ]);
    expect(parse('\n')).toEqual([{ event: 'lead.updated', data: '{"b":2}' }]);
  });

  it('joins multi-line data and accepts CRLF line ends', () => {
    const parse = createSseParser();
    expect(parse('data: one\r\ndata: two\r\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
