import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { SelectOption } from "~/components/ui/select";

/** A short single choice as radio buttons in a fieldset, with its error tied to the group. */
export function RadioChoice({
  name,
  legend,
  options,
  error,
  register,
}: {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  error?: string;
  register: UseFormRegisterReturn;
}) {
  const errorId = `${useId()}-${name}-error`;
  return (
    <fieldset aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {legend}
        <span className="text-destructive" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" value={option.value} className="accent-[var(--color-primary)]" {...register} />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
