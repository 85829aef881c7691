export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Incremental text/event-stream parser: feed it chunks as they arrive, get whole events back.
 * Comments (heartbeats) and retry lines are skipped.
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
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}
