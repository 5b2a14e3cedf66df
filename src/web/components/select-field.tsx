import type { ComponentProps, ReactNode } from "react";
import { Field } from "./form-field";
import { Select, type SelectOption } from "./ui/select";

/** A labelled native select with its hint and error (see Field); the rest of the props go to the <select>. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: Omit<ComponentProps<"select">, "id"> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  options: readonly SelectOption[];
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(aria) => <Select {...aria} options={options} placeholder={placeholder} {...select} />}
    </Field>
  );
}
