// The rule of a fluctuation record (VNNIC-07) its schema cannot say: each action has its own
// reasons (ADD: C new registration, G transfer in; REM: D revoked, L transfer out; CHANGE: U
// registrant updated, R renewed, O right of use transferred; VNNIC's API v1.0, §2.13.2).
// The enums themselves are the schema's (Ajv reports a value outside them).
import type { FluctuationDomain } from "../types.js";

type Action = FluctuationDomain["action"];
type Reason = FluctuationDomain["actionReason"];

/** Which reasons go with which action. */
export const REASONS_BY_ACTION = {
  ADD: ["C", "G"],
  REM: ["D", "L"],
  CHANGE: ["U", "R", "O"],
} as const satisfies Record<Action, readonly Reason[]>;

// tsc fails here when the schema gains a reason no action lists.
type Unlisted = Exclude<Reason, (typeof REASONS_BY_ACTION)[Action][number]>;
const _everyReasonListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** The reasons of `action`, or undefined when it is not an action. */
function reasonsOf(action: unknown): readonly string[] | undefined {
  return typeof action === "string" && Object.hasOwn(REASONS_BY_ACTION, action)
    ? REASONS_BY_ACTION[action as Action]
    : undefined;
}

/**
 * Why a known action and a known reason do not go together, or undefined (also when either is
 * not one of its enum's values: the schema's issue says that).
 */
export function pairingIssue(action: unknown, actionReason: unknown): string | undefined {
  const reasons = reasonsOf(action);
  if (!reasons || typeof actionReason !== "string") return undefined;
  if (reasons.includes(actionReason)) return undefined;
  const known = Object.values(REASONS_BY_ACTION).some((list) =>
    (list as readonly string[]).includes(actionReason),
  );
  return known ? `must be ${reasons.join(", ")} for ${action as string} (got "${actionReason}")` : undefined;
}

/** The schema's enum issue of an action field in words (Ajv's says "one of"). */
export const ACTION_ENUM_MESSAGES: Readonly<Record<string, string>> = {
  action: "must be ADD, REM or CHANGE",
};
