/** A value a field holds, as opposed to a group of fields (the quote form's `customer`). */
type Leaf = string | number | boolean | null | undefined | Date | Blob;

/** Every field name of a form's values, dotted for a group: "email", "customer.firstName". */
export type FieldPath<Values> = {
  [Key in keyof Values & string]: Values[Key] extends Leaf
    ? Key
    : Values[Key] extends object
      ? `${Key}.${FieldPath<Values[Key]>}`
      : Key;
}[keyof Values & string];

/** The value at a field name. */
export type PathValue<Values, Path extends string> = Path extends `${infer Key}.${infer Rest}`
  ? Key extends keyof Values
    ? PathValue<Values[Key], Rest>
    : never
  : Path extends keyof Values
    ? Values[Path]
    : never;

export interface FieldError {
  message?: string | undefined;
  /** "server" when the server's answer set it. */
  type?: string;
}

/** The messages shown, shaped like the values (`errors.customer?.email?.message`), and one for the whole form. */
export type FieldErrors<Values> = {
  // `unknown`: a field the schema converts from whatever the input holds.
  [Key in keyof Values]?: unknown extends Values[Key]
    ? FieldError
    : Values[Key] extends Leaf
      ? FieldError
      : FieldErrors<Values[Key]>;
} & { root?: FieldError };

export function getPath(values: object, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split(".")) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** A copy of `values` with `path` set: values held in React state are never changed in place. */
export function setPath<Values extends object>(values: Values, path: string, value: unknown): Values {
  const [key = "", ...rest] = path.split(".");
  const record = values as Record<string, unknown>;
  const inner = rest.length > 0 ? setPath((record[key] ?? {}) as object, rest.join("."), value) : value;
  return { ...record, [key]: inner } as Values;
}

/** Flat messages ("customer.email" → message) in the shape the forms read. */
export function nestErrors<Values>(flat: ReadonlyMap<string, FieldError>): FieldErrors<Values> {
  let nested: object = {};
  for (const [path, error] of flat) nested = setPath(nested, path, error);
  return nested as FieldErrors<Values>;
}
