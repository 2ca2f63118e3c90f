import { valibotResolver } from "@hookform/resolvers/valibot";
import { type BaseSyntheticEvent, useEffect, useReducer, useRef } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type FieldErrors as FormErrors,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import * as v from "valibot";
import type { Envelope } from "@/api/contract/protocol/client";
import { ApiError } from "./api";
import { revealFirstError } from "./reveal-error";

/** Messages by payload field name; `_form` holds a message that names no field. */
type FieldErrors = Partial<Record<string, string>>;

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

/** The error name of a message that names no field (shown above the submit button). */
export const FORM_ERROR = "_form";
const ROOT = "root.server";

/** A rule the schema cannot say (it needs the page's data): its field and message. */
export type FormIssue = { field: string; msg: string };

type SchemaFormOptions<V extends FieldValues, S extends v.GenericSchema> = {
  /** The call's own valibot schema (api/contract), the one the server checks the payload with. */
  schema: S;
  defaultValues: DefaultValues<V>;
  /** The payload the schema checks, made of what was typed (page data such as ids joins it here); the values by default. */
  toInput?: (values: V) => unknown;
  /** Further rules run beside the schema (each field keeps its first message, the schema's first). */
  check?: (input: unknown, output: v.InferOutput<S> | undefined) => FormIssue[] | FormIssue | null | undefined;
};

/** What a failed call says: its message and the payload field it names, if any. */
function failureOf(failure: Envelope | ApiError | unknown): { msg: string; field?: string } | null {
  if (failure instanceof ApiError) return { msg: failure.message, field: failure.field };
  const env = failure as Partial<Envelope> | null;
  if (env && typeof env.msg === "string") {
    const field = (env.data as { field?: unknown } | null)?.field;
    return { msg: env.msg, field: typeof field === "string" ? field : undefined };
  }
  return null;
}

/**
 * The resolver of the kit: valibot's resolver on the payload (`toInput(values)`), plus the page's own rules.
 * Errors are keyed by payload path (`setting.3`, `idCard`), the names the server uses in `data.field`.
 */
function schemaResolver<V extends FieldValues, S extends v.GenericSchema>({
  schema,
  toInput,
  check,
}: Pick<SchemaFormOptions<V, S>, "schema" | "toInput" | "check">): Resolver<V, unknown, v.InferOutput<S>> {
  const resolve = valibotResolver(schema as v.GenericSchema<FieldValues, v.InferOutput<S>>);
  return async (values, context, options) => {
    const input = toInput ? toInput(values) : values;
    const result = await resolve(input as FieldValues, context, { ...options, fields: {}, names: undefined });
    const issues = check?.(input, Object.keys(result.errors).length ? undefined : (result.values as v.InferOutput<S>));
    const extra = issues ? (Array.isArray(issues) ? issues : [issues]) : [];
    if (!extra.length) return result as Awaited<ReturnType<Resolver<V, unknown, v.InferOutput<S>>>>;
    const errors = result.errors as FormErrors<FieldValues>;
    for (const issue of extra) if (!get(errors, issue.field)) set(errors, issue.field, { type: "check", message: issue.msg });
    return { values: {}, errors: errors as FormErrors<V> };
  };
}

export type SchemaForm<V extends FieldValues, S extends v.GenericSchema> = UseFormReturn<V, unknown, v.InferOutput<S>> & {
  /** The message under a field (payload path), or `FORM_ERROR` for the one naming no field. */
  errorOf(name: string): string | undefined;
  /** Puts a message under a field (payload path); `FORM_ERROR` for above the button. */
  showError(name: string, msg: string): void;
  /** Drops a field's message (and the one naming no field) once the person changes it. */
  clear(name: string): void;
  /** Sets a value the form has no input for (a photo path, a chosen option) and drops its message. */
  change<N extends Path<V>>(name: N, value: V[N]): void;
  /**
   * An `onFail` for the api layer: the server's message goes under the field it names (data.field / ApiError.field),
   * else under `fallback` (`FORM_ERROR` unless given; null answers false so the caller can toast it). With `fields`,
   * a field outside that list counts as naming none.
   */
  serverError(failure: Envelope | ApiError | unknown, options?: { fallback?: string | null; fields?: string[] }): boolean;
  /** The form's onSubmit: checks the payload, then runs `onValid` with the schema's output; a throw marks the submit failed. */
  onSubmit(onValid: (output: v.InferOutput<S>) => unknown): (e?: BaseSyntheticEvent) => void;
  /** Registers a text input or select by its value name: its value, and dropping its message (`errorName`, the name by default) on change. */
  field<N extends Path<V>>(name: N, errorName?: string): ReturnType<UseFormReturn<V>["register"]>;
  /** True while `onValid` runs. */
  submitting: boolean;
};

/**
 * The portal's form kit: react-hook-form with valibot's resolver on the call's own schema. Messages appear on submit,
 * a change drops that field's message (the next submit checks again), and what was typed stays on any failure.
 * After a submit that left a message (the schema's, a page rule's or the server's), the first one on the page is
 * scrolled into view and its control focused.
 */
export function useSchemaForm<V extends FieldValues, S extends v.GenericSchema>(options: SchemaFormOptions<V, S>): SchemaForm<V, S> {
  const form = useForm<V, unknown, v.InferOutput<S>>({
    defaultValues: options.defaultValues,
    resolver: schemaResolver(options),
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // react-hook-form would focus a registered input by error name; errors here are keyed by payload path and many
    // fields (SMS code, ID photo, pickers) set values without registering, so the kit finds the first shown message itself.
    shouldFocusError: false,
  });
  const busy = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  // Bumped when a submit settles; the effect runs once the messages it set are rendered.
  const [settled, submitSettled] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (settled && formElement.current?.isConnected) revealFirstError(formElement.current);
  }, [settled]);
  const { errors, isSubmitting } = form.formState;
  const nameOf = (name: string) => (name === FORM_ERROR ? ROOT : name);

  const errorOf = (name: string) => (get(errors, nameOf(name)) as FieldError | undefined)?.message;
  const showError = (name: string, msg: string) => form.setError(nameOf(name) as Path<V>, { type: "server", message: msg });
  const clear = (name: string) => {
    if (get(form.formState.errors, name) || form.formState.errors.root) form.clearErrors([name, ROOT] as Path<V>[]);
  };
  return {
    ...form,
    errorOf,
    showError,
    clear,
    field(name, errorName = name) {
      return form.register(name, { onChange: () => clear(errorName) });
    },
    change(name, value) {
      form.setValue(name, value);
      clear(name);
    },
    serverError(failure, { fallback = FORM_ERROR, fields } = {}) {
      const found = failureOf(failure);
      if (!found) return false;
      const named = found.field && (!fields || fields.includes(found.field)) ? found.field : undefined;
      const field = named ?? fallback;
      if (field == null) return false;
      showError(field, found.msg);
      return true;
    },
    onSubmit(onValid) {
      const handle = form.handleSubmit(async (output) => {
        busy.current = true;
        try {
          await onValid(output);
        } finally {
          busy.current = false;
        }
      });
      return (e) => {
        if (busy.current) return e?.preventDefault();
        const target = e?.currentTarget as Element | null | undefined;
        formElement.current = target?.closest("form") ?? null;
        // A failed submit has already said why (under a field or in a toast); the rejection is only its mark.
        handle(e)
          .catch(() => {})
          .finally(submitSettled);
      };
    },
    submitting: isSubmitting,
  };
}
