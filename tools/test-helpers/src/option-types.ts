// Type-level check for the packages' type tests (`test/types/*.test-d.ts`): in no method can a
// per-call options object be passed where a body or query goes (#24: `vms.reboot(id, vmId,
// { headers })` once type-checked and sent the headers as the body).

/** One options object per key of O, as a caller writes it (`{ headers: ... }`). */
type OneOption<O> = { [K in keyof O]-?: { [P in K]: NonNullable<O[K]> } }[keyof O];
/** A method's arguments other than its options (path ids, body, query). */
type Inputs<F, O> = F extends (...args: infer A) => unknown ? Exclude<A[number], O | undefined> : never;
/** Whether some options object fits one of F's inputs (distributes over OneOption's union). */
type Fits<Opt, I> = Opt extends I ? true : never;
type Taken<F, O, Name extends string> = [Fits<OneOption<O>, Inputs<F, O>>] extends [never] ? never : Name;

/**
 * The names ("vms.reboot", "vms.list") of the methods of M where an options object of type O
 * would be taken for a body or query: `never` when there is none.
 */
export type OptionsTakenForInput<M, O> = {
  [N in keyof M & string]: M[N] extends (...args: never[]) => unknown
    ? Taken<M[N], O, N>
    : { [K in keyof M[N] & string]: Taken<M[N][K], O, `${N}.${K}`> }[keyof M[N] & string];
}[keyof M & string];
