import { useId, useLayoutEffect, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { SelectOption } from "~/components/ui/select";

/**
 * A short single choice as radio buttons in a fieldset, with its error tied to the group. One radio takes the Tab
 * key's stop, the chosen one or else the first (as the WAI-ARIA radio group does; arrows move among them): the dialog's
 * focus trap counts every radio of the tab order, and with two stops Shift+Tab from the second one stayed stuck in
 * the group, the browser skipping the first and the trap sending the focus back.
 */
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
  const group = useRef<HTMLFieldSetElement>(null);
  const [chosen, setChosen] = useState<string>();
  // A default answer is checked by the form, not by this component.
  useLayoutEffect(() => {
    setChosen(group.current?.querySelector<HTMLInputElement>("input:checked")?.value);
  }, []);
  const tabStop = chosen ?? options[0]?.value;
  return (
    <fieldset ref={group} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
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
            <input
              type="radio"
              value={option.value}
              className="accent-[var(--color-primary)]"
              tabIndex={option.value === tabStop ? 0 : -1}
              {...register}
              onChange={(event) => {
                setChosen(event.target.value);
                return register.onChange(event);
              }}
            />
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
