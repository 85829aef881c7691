import type { Turn } from './types';

// The widget qualifies a conversation again after every visitor message, so all but the newest of
// its turns were read a moment before. buildTurns hands back the same Turn for the same question
// and message (see conversation.ts), and what a parser reads from a turn is kept in one of the
// turn's slots: a new message then costs the reading of that message, not of the whole
// conversation again. The readings live as long as their turn, and whoever asks for one must not
// change it. (Slots in the turn rather than WeakMaps: a WeakMap per parser made the garbage
// collector's work grow by half.)

let slotsTaken = 0;

/** A place in every turn for one kind of reading; empty (undefined) until set. */
export function turnSlot<T extends object>(): { get(turn: Turn): T | undefined; set(turn: Turn, value: T): void } {
  const slot = slotsTaken++;
  return {
    get: (turn) => turn.readings[slot] as T | undefined,
    set: (turn, value) => {
      turn.readings[slot] = value;
    },
  };
}

/** `read`, computed once per turn. */
export function perTurn<T>(read: (turn: Turn) => T): (turn: Turn) => T {
  const slot = turnSlot<{ value: T }>();
  return (turn) => {
    const kept = slot.get(turn);
    if (kept) return kept.value;
    const value = read(turn);
    slot.set(turn, { value });
    return value;
  };
}

/**
 * `read`, computed once per turn for the latest arguments, for a reading that also depends on a
 * few plain values (a date, a flag, the agent's areas): `keyOf` must tell every set of them apart.
 * Only the latest set is kept with a turn: a conversation is read again with the same ones.
 */
export function perTurnWith<A extends unknown[], T>(
  read: (turn: Turn, ...args: A) => T,
  keyOf: (...args: A) => string,
): (turn: Turn, ...args: A) => T {
  const slot = turnSlot<{ key: string; value: T }>();
  return (turn, ...args) => {
    const key = keyOf(...args);
    const kept = slot.get(turn);
    if (kept?.key === key) return kept.value;
    const value = read(turn, ...args);
    slot.set(turn, { key, value });
    return value;
  };
}
