import type { FieldValues, Resolver } from "react-hook-form";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download (a form calls it when it shows), so the first check does not wait for it. */
  preload(): void;
};

/**
 * A form's resolver whose schema loads apart from the form, so a dialog opens without the schema library (and the
 * phone metadata a schema may use). Should the download fail, the form is sent unchecked: the server checks it with
 * the same schema and answers each field's error, which the form shows; the next check tries the download again.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const resolve = await loaded().catch(() => undefined);
    if (!resolve) return { values: values as unknown as Output, errors: {} };
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loaded().catch(() => {}) });
}
