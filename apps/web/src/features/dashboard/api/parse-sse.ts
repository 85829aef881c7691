export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * An incremental server-sent-events parser (the subset the API sends: `event`, `data`, comments).
 * Feed it text chunks as they arrive; it returns the complete events and keeps the rest.
 */
export function createSseParser() {
  let buffer = '';
  return (chunk: string): ServerSentEvent[] => {
    buffer += chunk.replace(/\r\n?/g, '\n');
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
