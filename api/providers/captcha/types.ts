import type { Conn } from "@/db/client";

import type { Captcha } from "../../contract/account";

/** Checks the captcha answer sent with common/code (`ticket`, `randStr`). */
export interface CaptchaDriver {
  readonly name: string;
  /** A new challenge for the login page, or null when the driver needs none. */
  challenge(db: Conn): Promise<Captcha | null>;
  /** True once per solved challenge; `ip` is the person's address (the provider checks it against the solver's). */
  verify(db: Conn, ticket: unknown, randStr: unknown, ip: string): Promise<boolean>;
}
