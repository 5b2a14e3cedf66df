/**
 * The shape a translation of `T` must have: the same keys and list lengths, any words. Numbers and booleans stay
 * what they are (they are facts, not words), and a message with parameters takes the same parameters.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
