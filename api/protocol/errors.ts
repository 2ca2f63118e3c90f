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

/**
 * A failure the person should see, the one domain error of both apis. Handlers throw it and never catch-and-rewrap;
 * each side's one onError renders it: the portal call protocol as the envelope {code, msg, data} with HTTP `status`
 * (api/protocol/envelope.ts), the back office as REST {"message"} with `status` (a 200 answers 400 there) and `field`
 * naming the input at fault (api/admin/errors.ts).
 */
/**
 * A body that is not a JSON object, nests too deep, or is not sent as JSON: code 1 in an HTTP 200 envelope on the
 * portal (PROTOCOL.md: only 404, 413 and 500 leave HTTP 200), 400 in the back office.
 */
export const BAD_REQUEST = "请求格式错误";

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly status = 200,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A failure answered with its own HTTP status (the back office's REST answers, the transport's refusals); its code is the status. */
export function httpError(status: number, message: string, field?: string) {
  return new AppError(status, message, field ? { field } : null, status, field);
}

/** A business or validation failure (code 1); `field` names the payload field at fault. */
export function fail(msg: string, field?: string): never {
  throw new AppError(Code.fail, msg, field ? { field } : null, 200, field);
}

export function needLogin(): never {
  throw new AppError(Code.needLogin, "请先登录");
}
