import * as v from "valibot";

/** Messages by payload field name; `_form` holds a message that names no field. */
export type FieldErrors = Partial<Record<string, string>>;

type Result<T> = { ok: true; output: T; errors: FieldErrors } | { ok: false; errors: FieldErrors };

/** Validates a form with the call's own schema; the first message of each field, as the server would say it. */
export function validateForm<S extends v.GenericSchema>(schema: S, input: unknown): Result<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, output: result.output, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? "_form";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
