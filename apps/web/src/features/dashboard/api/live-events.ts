import type { LiveEvent } from '@leadwise/contracts';
import { useEffect, useRef, useState } from 'react';
import { API_BASE, getAccessToken, refreshAccessToken } from '../../../lib/api-client';
import { createSseParser } from '@leadwise/contracts/sse-parser';

export type LiveStatus = 'connecting' | 'live' | 'polling';

/** While the stream is down the dashboard refetches on this beat instead. */
export const POLL_INTERVAL_MS = 10_000;
const MAX_RETRY_DELAY_MS = 30_000;

async function openEventStream(signal: AbortSignal): Promise<Response> {
  const open = (token: string | null) =>
    fetch(`${API_BASE}/api/events`, {
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  let response = await open(await getAccessToken());
  if (response.status === 401) {
    const token = await refreshAccessToken();
    if (!token) throw new Error('Signed out');
    response = await open(token);
  }
  if (!response.ok || !response.body) throw new Error(`Live updates unavailable (HTTP ${response.status})`);
  return response;
}

async function readEvents(response: Response, onEvent: (event: LiveEvent) => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    for (const message of parse(value)) {
      try {
        onEvent(JSON.parse(message.data) as LiveEvent);
      } catch (error) {
        console.warn('Ignored a malformed live event', error);
      }
    }
  }
}

/**
 * Reads the agent's server-sent events (GET /api/events). EventSource cannot send the bearer
 * token, so this is fetch streaming. Whenever the stream is down it falls back to polling:
 * `onResync` runs on every poll tick and on each reconnection, so nothing missed in a gap stays
 * stale.
 */
export function useAgentLiveEvents({
  enabled = true,
  onEvent,
  onResync,
}: {
  enabled?: boolean;
  onEvent: (event: LiveEvent) => void;
  onResync: () => void;
}): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handlers = useRef({ onEvent, onResync });
  handlers.current = { onEvent, onResync };

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let isLive = false;
    const poller = setInterval(() => {
      if (!isLive) handlers.current.onResync();
    }, POLL_INTERVAL_MS);

    (async () => {
      let failures = 0;
      let hasConnected = false;
      while (!controller.signal.aborted) {
        try {
          const response = await openEventStream(controller.signal);
          isLive = true;
          setStatus('live');
          if (hasConnected || failures > 0) handlers.current.onResync();
          hasConnected = true;
          failures = 0;
          // Returns when the server ends the stream (every few minutes): reconnect at once,
          // unless it ended at once (a proxy that does not stream), which counts as a failure.
          const startedAt = Date.now();
          await readEvents(response, (event) => handlers.current.onEvent(event));
          isLive = false;
          if (Date.now() - startedAt < 1000) throw new Error('The live stream closed immediately');
        } catch (error) {
          isLive = false;
          if (controller.signal.aborted) return;
          failures++;
          setStatus('polling');
          console.warn(`Live updates paused; refreshing every ${POLL_INTERVAL_MS / 1000} s meanwhile`, error);
          const delay = Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** Math.min(failures, 5));
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    })();

    return () => {
      controller.abort();
      clearInterval(poller);
    };
  }, [enabled]);

  return status;
}
