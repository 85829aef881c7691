/** One server-sent event as the live streams send it (dashboard and widget both read them). */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser for streams read with `fetch` (so the token can travel in a
 * header, which EventSource cannot do). Feed it chunks as they arrive; it returns the complete
 * events and keeps the rest. Comments (heartbeats), `id` and `retry` lines are skipped.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): ServerSentEvent[] => {
    buffer += chunk;
    // A CR at the very end may be the first half of a CRLF split across chunks: keep it raw.
    const keepCr = buffer.endsWith('\r');
    const complete = (keepCr ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
    buffer = keepCr ? `${complete}\r` : complete;
    const events: ServerSentEvent[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
