import type { Conn } from "@/db/client";

import type { Captcha } from "../../contract/account";

/** The challenge the login page shows (the contract's common/captcha answer). */
type CaptchaChallenge = Captcha;

/** Checks the captcha answer sent with common/code (`ticket`, `randStr`). */
export interface CaptchaDriver {
  readonly name: string;
  /** A new challenge for the login page, or null when the driver needs none. */
  challenge(db: Conn): Promise<CaptchaChallenge | null>;
  /** True once per solved challenge. */
  verify(db: Conn, ticket: unknown, randStr: unknown): Promise<boolean>;
}
