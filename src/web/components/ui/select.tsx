import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { fieldClasses } from "./input";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select: keyboard, screen-reader and mobile friendly by default, and it works in forms without JS.
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={cn(fieldClasses, "h-10", className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
