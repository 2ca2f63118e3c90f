import type { Context } from "hono";
import type * as v from "valibot";
import type { Deps } from "../deps";
import type { SessionUser } from "./session";

export type CallContext = {
  c: Context;
  deps: Deps;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  ip: string;
};

export type LoggedInContext = CallContext & { user: SessionUser };

type AnySchema = v.GenericSchema<unknown, unknown> | v.GenericSchemaAsync<unknown, unknown>;

/** A portal call: its path (matched case-insensitively), who may make it, its payload schema and its rules. */
export type Call = {
  path: string;
  /** Needs a signed-in user (answers 1503 otherwise). */
  login: boolean;
  input?: AnySchema;
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBytes?: number;
  handle: (input: never, ctx: never) => unknown;
};

/** A success answer with a message of its own (otherwise msg is '成功'). */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly msg: string,
  ) {}
}
export const reply = (data: unknown, msg: string) => new Reply(data, msg);

type Out<S> = S extends AnySchema ? v.InferOutput<S> : Record<string, unknown>;

export function publicCall<S extends AnySchema | undefined = undefined>(def: {
  path: string;
  input?: S;
  maxBytes?: number;
  handle: (input: Out<S>, ctx: CallContext) => unknown;
}): Call {
  return { ...def, login: false } as Call;
}

export function loginCall<S extends AnySchema | undefined = undefined>(def: {
  path: string;
  input?: S;
  maxBytes?: number;
  handle: (input: Out<S>, ctx: LoggedInContext) => unknown;
}): Call {
  return { ...def, login: true } as Call;
}
