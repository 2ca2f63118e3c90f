/** Codes of the spec's error catalogue (spec 000 section 8) and PROTOCOL.md. */
export const Code = {
  ok: 0,
  fail: 1,
  redirectWithToast: 1302,
  redirect: 302,
  ignored: 1401,
  needProfile: 1501,
  confirmWechat: 1502,
  needLogin: 1503,
  message: 1504,
  badSignature: -1,
  badCipher: 901,
  staleOrReplay: 501,
  notFound: 404,
  tooLarge: 413,
  crash: 500,
} as const;

/** A failure the person should see: becomes the envelope {code, msg, data}. Handlers throw it; one onError renders it. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** A business or validation failure (code 1); `field` names the payload field at fault. */
export function fail(msg: string, field?: string): never {
  throw new AppError(Code.fail, msg, field ? { field } : null);
}

export function needLogin(): never {
  throw new AppError(Code.needLogin, "请先登录");
}
