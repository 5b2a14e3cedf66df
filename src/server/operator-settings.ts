import { OPERATOR_VARIABLES, type OperatorVariable, unsetOperatorVariables } from "@shared/public-config";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";

export interface UnsetSetting {
  name: OperatorVariable;
  /** What the pages leave out while it is unset. */
  hides: string;
}

/** The operator variables not set on this server, with what their absence hides. */
export function unsetOperatorSettings(env: Env): UnsetSetting[] {
  return unsetOperatorVariables(env as unknown as Record<string, string | undefined>).map((name) => ({
    name,
    hides: OPERATOR_VARIABLES[name],
  }));
}

/** One clear warning at start: which operator values are missing, so nothing fake is shown in their place. */
export function warnAboutUnsetSettings(env: Env, logger: Logger): void {
  const unset = unsetOperatorSettings(env);
  if (unset.length === 0) return;
  logger.warn(
    { unset: unset.map((setting) => setting.name) },
    `Operator settings not set, so their elements are hidden from the pages: ${unset.map((s) => s.name).join(", ")} (see README, "Environment")`,
  );
}
