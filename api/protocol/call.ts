import type { Context } from "hono";
import type * as v from "valibot";
import type { AnySchema, CallDef } from "../contract/call";
import type { Deps } from "../deps";
import type { SessionUser } from "./session";

export type CallContext = {
  c: Context;
  deps: Deps;
  /** The signed-in user, or null for a visitor. */
  user: SessionUser | null;
  ip: string;
};

type LoggedInContext = CallContext & { user: SessionUser };

/** A portal call: its path (matched case-insensitively), who may make it, its payload schema and its rules. */
export type Call = {
  path: string;
  /** Needs a signed-in user (answers 1503 otherwise). */
  login: boolean;
  input?: AnySchema;
  /** Largest accepted body in bytes (default 64 KiB), for a signed-in caller only. */
  maxBytes?: number;
  handle: (input: never, ctx: never) => unknown;
};

/** A success answer with a message of its own (otherwise msg is '成功'). */
export class Reply<T = unknown> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}
export const reply = <T>(data: T, msg: string) => new Reply(data, msg);

type Out<S> = S extends AnySchema ? v.InferOutput<S> : Record<string, unknown>;

/** What the server may hand to the JSON encoder where the contract declares `T`: a Date goes out as its ISO text. */
type Sendable<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Sendable<U>[]
    : T extends object
      ? { [K in keyof T]: Sendable<T[K]> }
      : T;

/** What a handler of a call declaring `O` may answer: the data, or the data with a message of its own. */
type Answer<O> = Sendable<O> | Reply<Sendable<O>> | Promise<Sendable<O> | Reply<Sendable<O>>>;

/** A call's rules, for the call its contract declares (`CallDef`): the handler must answer the declared output. */
type Handler<O, S, Ctx> = {
  handle: (input: Out<S>, ctx: Ctx) => Answer<NoInfer<O>>;
};

/** A signed-in call may take a larger body: the router reads past 64 KiB only once the session is known. */
type LoggedInHandler<O, S> = Handler<O, S, LoggedInContext> & {
  /** Largest accepted body in bytes (default 64 KiB). */
  maxBytes?: number;
};

/** A call for anyone, visitor or signed in. */
export function publicCall<O, S extends AnySchema | undefined>(def: CallDef<O, S>, rules: Handler<O, S, CallContext>): Call {
  return { ...def, ...rules, login: false } as Call;
}

/** A call that needs a signed-in user (1503 otherwise). */
export function loginCall<O, S extends AnySchema | undefined>(def: CallDef<O, S>, rules: LoggedInHandler<O, S>): Call {
  return { ...def, ...rules, login: true } as Call;
}
