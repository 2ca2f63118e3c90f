import type { Db } from "@/db/client";
import type { Env } from "./env";
import { type CipherBox, createCipherBox } from "./protocol/cipher";
import { createReplayGuard, type ReplayGuard } from "./protocol/replay";
import { type CaptchaDriver, captchaDriver } from "./providers/captcha";
import { type SmsDriver, smsDriver } from "./providers/sms";
import { type StorageDriver, storageDriver } from "./providers/storage";

/** Everything a request may use; built once per process (and once per test database). */
export type Deps = {
  db: Db;
  env: Env;
  ciphers: CipherBox;
  replay: ReplayGuard;
  sms: SmsDriver;
  captcha: CaptchaDriver;
  storage: StorageDriver;
};

export function createDeps(db: Db, env: Env): Deps {
  return {
    db,
    env,
    ciphers: createCipherBox(env.appSecret),
    replay: createReplayGuard(db),
    sms: smsDriver(env),
    captcha: captchaDriver(env),
    storage: storageDriver(env),
  };
}
