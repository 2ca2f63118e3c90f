import type * as v from "valibot";
import type { AnySchema, CallDef } from "@/api/contract/call";
import { createProtocolClient, type Envelope, type KeyStore, type ProtocolClient } from "@/api/contract/protocol/client";
import { alertModal } from "../components/modal/dialogs";
import { toast } from "../components/toast/toast-store";
import { catalogueAction, TOAST_BEFORE_REDIRECT_MS } from "./catalogue";
import { currentUrl, navigateTo } from "./navigation";
import { adoptPageKeys } from "./page-keys";

/** A non-zero answer, thrown by `send` and by react-query fetchers (`query`). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }

  /** The payload field a validation failure names (`data: {field}`). */
  get field(): string | undefined {
    const field = (this.data as { field?: unknown } | null)?.field;
    return typeof field === "string" ? field : undefined;
  }
}

export type Payload = Record<string, unknown>;
/** What a feature does with a catalogue code it took over; `call` is the call that was answered, to send again. */
export type CodeHandler = (env: Envelope, call: { target: CallDef; payload: Payload }) => unknown;

const codeHandlers = new Map<number, CodeHandler>();

/** Features take over a catalogue code (1501 profile completion, 1502 WeChat confirmation); answers an unregister. */
export function registerCodeHandler(code: number, fn: CodeHandler) {
  codeHandlers.set(code, fn);
  return () => {
    if (codeHandlers.get(code) === fn) codeHandlers.delete(code);
  };
}

/** What the catalogue does to the page; the browser's are below, tests record them. */
export type ApiEffects = {
  toast(msg: string, ms?: number): void;
  alert(msg: string): void;
  navigate(href: string): void;
  /** The page's path, query and hash. */
  currentUrl(): string;
  origin(): string;
  wait(ms: number): Promise<void>;
};

/** What a call helper sends: a call of the contract (`@/api/contract/*`), whose declared output types the answer. */
export type CallTarget<T, I extends AnySchema | undefined = AnySchema | undefined> = CallDef<T, I>;
/** The payload a call's input schema accepts (what the form holds before the schema transforms it). */
export type PayloadOf<I> = I extends AnySchema ? v.InferInput<I> : Payload;

export type CallOptions = {
  /** Takes over any failure outside the catalogue (instead of the toast), e.g. to mark a field. */
  onFail?: (env: Envelope) => void;
};

export function createApi(client: Pick<ProtocolClient, "call">, effects: ApiEffects) {
  async function carryOut(env: Envelope, target: CallDef, payload: Payload, options: CallOptions) {
    const action = catalogueAction(env, effects.currentUrl(), effects.origin(), (code) => codeHandlers.has(code));
    switch (action.kind) {
      case "ok":
      case "ignore":
        return;
      case "toastThenGo":
        effects.toast(action.msg, TOAST_BEFORE_REDIRECT_MS);
        await effects.wait(TOAST_BEFORE_REDIRECT_MS);
        return effects.navigate(action.href);
      case "go":
      case "login":
        return effects.navigate(action.href);
      case "alert":
        return effects.alert(action.msg);
      case "hook":
        await codeHandlers.get(action.code)?.(env, { target, payload });
        return;
      case "fail":
        if (options.onFail) return options.onFail(env);
        if (env.msg) effects.toast(env.msg);
    }
  }

  /** Sends a call and carries out the error catalogue; answers the envelope whatever its code. */
  async function call<T, I extends AnySchema | undefined>(
    target: CallTarget<T, I>,
    payload: PayloadOf<I> = {} as PayloadOf<I>,
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    const env = await client.call<T>(target.path, payload as Payload);
    await carryOut(env, target, payload as Payload, options);
    return env;
  }

  /** Like `call`, but answers the data and throws ApiError on a non-zero code (for mutations). */
  async function send<T, I extends AnySchema | undefined>(
    target: CallTarget<T, I>,
    payload: PayloadOf<I> = {} as PayloadOf<I>,
    options: CallOptions = {},
  ): Promise<T> {
    const env = await call(target, payload, options);
    if (env.code !== 0) throw new ApiError(env.code, env.msg, env.data);
    return env.data;
  }

  /**
   * For react-query fetchers: answers the data or throws ApiError, touching nothing else. Route loaders turn
   * 1503 / 302 / 1302 into router redirects (lib/route-guard.ts), so a preload never moves the page.
   */
  async function query<T, I extends AnySchema | undefined>(
    target: CallTarget<T, I>,
    payload: PayloadOf<I> = {} as PayloadOf<I>,
  ): Promise<T> {
    const env = await client.call<T>(target.path, payload as Payload);
    if (env.code !== 0) throw new ApiError(env.code, env.msg, env.data);
    return env.data;
  }

  return { call, send, query };
}

/** localStorage, when the browser allows it (private modes may refuse). */
const localStore: KeyStore = {
  get(name) {
    try {
      return globalThis.localStorage?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  set(name, value) {
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch {
      // Without storage every call re-learns the key: slower, still correct.
    }
  },
};

const browserEffects: ApiEffects = {
  toast: (msg, ms) => toast(msg, { ms }),
  alert: (msg) => void alertModal(msg),
  navigate: navigateTo,
  currentUrl,
  origin: () => window.location.origin,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

if (typeof document !== "undefined") adoptPageKeys(localStore, document, window.location.protocol === "https:");

let client: Pick<ProtocolClient, "call"> = createProtocolClient({ store: localStore });

/** Where calls go instead of the signed protocol: the server's first frame of a page answers them in-process (portal/first-frame.tsx). */
export function answerCallsWith(next: Pick<ProtocolClient, "call">) {
  client = next;
}

/** The portal's call layer. */
export const api = createApi({ call: <T>(path: string, payload?: Payload) => client.call<T>(path, payload) }, browserEffects);
