// The plumbing between the stages of the bulk pipeline: a read-ahead of a few items, and a wait
// that gives up as soon as the caller's signal aborts.
import { AbortError } from "@cdrapi/core";

export interface ReadAhead<T> {
  next(): Promise<IteratorResult<T>>;
  /** Ends the source without waiting (a read in progress finishes first). */
  close(): void;
}

/**
 * Hands out the items of `source` in order and starts reading the next `depth()` as soon as one
 * is handed out: items n+1..n+depth() are prepared while the caller works on item n, never further.
 */
export function readAhead<T>(source: AsyncGenerator<T>, depth: () => number = () => 1): ReadAhead<T> {
  const pending: Promise<IteratorResult<T>>[] = [];
  let ended = false;
  const pull = () => {
    const result = source.next();
    result.catch(() => {}); // surfaces when awaited; not an unhandled rejection if never
    pending.push(result);
  };
  return {
    async next() {
      if (pending.length === 0) pull();
      const result = await pending.shift()!;
      if (result.done) ended = true;
      else while (!ended && pending.length < depth()) pull();
      return result;
    },
    close() {
      source.return(undefined).catch(() => {});
    },
  };
}

/** Waits for `pending`, or throws `AbortError` as soon as `signal` aborts. */
export function unlessAborted<T>(pending: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return pending;
  if (signal.aborted) return Promise.reject(new AbortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new AbortError());
    signal.addEventListener("abort", onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
