import type { CaptchaDriver } from "./types";

/** Accepts anything: for tests and local scripts only (refused in production by env.ts). */
export const offCaptcha: CaptchaDriver = {
  name: "off",
  challenge: async () => null,
  verify: async () => true,
};
