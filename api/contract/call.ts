import type * as v from "valibot";

/** A payload schema (valibot, sync or async). */
export type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;

/**
 * One portal call as the server and every client know it: its path, its payload schema and, as a type only, the
 * `data` its success answer carries (what the JSON is). The server's handler is checked against that type; the
 * portal's call helpers read it, so the answer's shape is written once, here.
 */
export type CallDef<Output = unknown, Input extends AnySchema | undefined = AnySchema | undefined> = {
  /** As the portal sends it; the server matches it case-insensitively. */
  readonly path: string;
  readonly input: Input;
  /** Never set: carries the output type (as valibot's `~types` carries a schema's). */
  readonly "~output"?: Output;
};

/** `defineCall({ path, input }).returns<Output>()`: a call's path and payload schema, then the data it answers. */
export function defineCall<Input extends AnySchema | undefined = undefined>(def: { path: string; input?: Input }) {
  const call = { path: def.path, input: def.input as Input };
  return { returns: <Output>(): CallDef<Output, Input> => call };
}

/** The same call with values in its query string (`pearson/paypass?orderNum=…`), as some pages send them. */
export function withQuery<C extends CallDef<unknown, AnySchema | undefined>>(call: C, params: Record<string, string | number>): C {
  const query = Object.entries(params)
    .map(([k, val]) => `${k}=${encodeURIComponent(val)}`)
    .join("&");
  return { ...call, path: `${call.path}?${query}` };
}
