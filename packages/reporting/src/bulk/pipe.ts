// The plumbing between the stages of the bulk pipeline: a read-ahead of one item, and a wait
// that gives up as soon as the caller's signal aborts.
import { AbortError } from "@cdrapi/core";

export interface ReadAhead<T> {
  next(): Promise<IteratorResult<T>>;
  /** Ends the source without waiting (a read in progress finishes first). */
  close(): void;
}

/**
 * Hands out the items of `source` in order and starts reading the next one as soon as one is
 * handed out: item n+1 is prepared while the caller works on item n (a sub-list on the wire),
 * never further.
 */
export function readAhead<T>(source: AsyncGenerator<T>): ReadAhead<T> {
  let pending: Promise<IteratorResult<T>> | undefined;
  const pull = () => {
    const result = source.next();
    result.catch(() => {}); // surfaces when awaited; not an unhandled rejection if never
    return result;
  };
  return {
    async next() {
      const result = await (pending ?? pull());
      pending = result.done ? undefined : pull();
      return result;
    },
    close() {
      source.return(undefined).catch(() => {});
    },
  };
}

/** setImmediate where there is one (Node, Bun): no timer clamp. */
const nextTurn: (resolve: () => void) => void =
  typeof globalThis.setImmediate === "function"
    ? globalThis.setImmediate
    : (resolve) => setTimeout(resolve, 0);

/**
 * Lets the event loop run (I/O, timers) before going on. A stage that prepares the next sub-list
 * calls it now and then: its work is promises that settle at once, which would otherwise hold
 * back the request on the wire (not even written yet) and its answer until the whole next
 * sub-list is prepared.
 */
export function turn(): Promise<void> {
  return new Promise((resolve) => nextTurn(resolve));
}

/** Waits for `pending`, or throws `AbortError` as soon as `signal` aborts. */
export function unlessAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AbortError());
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
  });
  return Promise.race([pending, aborted]).finally(() => signal.removeEventListener("abort", onAbort));
}
