import type { Context } from "hono";
import * as v from "valibot";
import { httpError } from "@/api/protocol/errors";
import { refuseUnsafeJson } from "@/api/protocol/json";
import { ADMIN_MSG } from "../contract/admin";

type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;

/** Checks a value against a contract schema; the first issue becomes a 400 naming its field. */
async function validate<S extends AnySchema>(schema: S, value: unknown): Promise<v.InferOutput<S>> {
  const result = await v.safeParseAsync(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw httpError(400, issue.message, v.getDotPath(issue) ?? undefined);
}

/** The request's JSON body, validated. */
export async function readInput<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw httpError(400, ADMIN_MSG.badRequest);
  }
  refuseUnsafeJson(body);
  return validate(schema, body);
}
