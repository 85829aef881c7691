import type { LiveEvent } from '@leadwise/contracts';

/** Reads server-sent events from a fetch stream until `count` events arrived. */
export async function readEvents(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: LiveEvent[] = [];
  let buffer = '';
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return events;
}

/**
 * Whether the stream ends (the server closes it) within `ms`: a stream that stays open is
 * reported as such instead of hanging the test.
 */
export async function streamEnds(response: Response, ms = 10_000) {
  const reader = response.body!.getReader();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), deadline - Date.now())),
    ]);
    if (next === 'open') break;
    if (next.done) return true;
  }
  await reader.cancel();
  return false;
}
