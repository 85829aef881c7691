import { EventEmitter } from 'node:events';

const signals = new EventEmitter();
signals.setMaxListeners(0);

/**
 * An in-process hint that a message was queued, so the worker can deliver it without waiting for
 * its next poll. Only a hint: polling alone delivers everything, on every instance.
 */
export function signalOutboxEnqueued() {
  signals.emit('enqueued');
}

export function onOutboxEnqueued(listener: () => void) {
  signals.on('enqueued', listener);
  return () => {
    signals.off('enqueued', listener);
  };
}
