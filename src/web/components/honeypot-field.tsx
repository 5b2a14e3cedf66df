import { HONEYPOT_FIELD } from "@shared/honeypot";
import type { ComponentProps } from "react";

/** Invisible to people and assistive technology; bots that fill every input reveal themselves. */
export function HoneypotField(props: Omit<ComponentProps<"input">, "name">) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
