import { toOptions } from "@shared/content/swisshack/audit-options";
import type { ReactNode } from "react";
import type { FieldPath, FieldValues, RegisterOptions, UseFormRegister } from "react-hook-form";
import { SelectField } from "~/components/select-field";
import { RadioChoice } from "./radio-choice";

/**
 * The audit's two forms build their fields the same way: an id under the form's prefix, the field's error beside it,
 * and its labels as options. Each form makes its kit once and asks it for its choices.
 */
export function fieldKit<T extends FieldValues>({
  prefix,
  register,
  error,
  choose,
}: {
  /** "Choisir…": what a select shows until one is picked. */
  choose: string;
  prefix: string;
  register: UseFormRegister<T>;
  error: (name: FieldPath<T>) => string | undefined;
}) {
  const id = (name: string) => `${prefix}-${name}`;
  return {
    id,
    /** A select among `labels` (value → label), `choose` until one is picked. */
    select: (
      name: FieldPath<T>,
      label: string,
      labels: Record<string, string>,
      {
        required = true,
        hint,
        className,
        placeholder = choose,
        options,
      }: {
        required?: boolean;
        hint?: string;
        className?: string;
        placeholder?: string;
        options?: RegisterOptions<T, FieldPath<T>>;
      } = {},
    ): ReactNode => (
      <SelectField
        id={id(name)}
        label={label}
        required={required}
        hint={hint}
        className={className}
        error={error(name)}
        options={toOptions(labels)}
        placeholder={placeholder}
        {...register(name, options)}
      />
    ),
    /** A short single choice as radio buttons. */
    radio: (name: FieldPath<T>, legend: string, labels: Record<string, string>): ReactNode => (
      <RadioChoice
        name={name}
        legend={legend}
        options={toOptions(labels)}
        error={error(name)}
        register={register(name)}
      />
    ),
  };
}
