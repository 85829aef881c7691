import type { ServerResponse } from 'node:http';

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps it open. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Queues one server-sent event; events queued in the same tick leave in one write. */
  send(event: { type: string }): void;
  end(): void;
}

/**
 * Starts a server-sent event stream on a hijacked reply: headers, the reconnect delay, a
 * heartbeat, and an end after `lifetimeMs` (the client reconnects and is checked again). A
 * message makes several events at once (the visitor's message, the reply, the new reading);
 * they are corked together so each stream costs one socket write per message, not one per event.
 */
export function openEventStream(
  res: ServerResponse,
  opts: { headers?: Record<string, string>; lifetimeMs: number; onClose(): void },
): EventStream {
  res.writeHead(200, {
    ...opts.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');
  let corked = false;
  const uncork = () => {
    corked = false;
    res.uncork();
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => res.end(), opts.lifetimeMs);
  res.on('close', () => {
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    opts.onClose();
  });
  return {
    send(event) {
      if (res.writableEnded) return;
      if (!corked) {
        corked = true;
        res.cork();
        process.nextTick(uncork);
      }
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end: () => res.end(),
  };
}
