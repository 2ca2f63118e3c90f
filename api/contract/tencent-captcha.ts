/**
 * Tencent Cloud's captcha widget for both SPAs, loaded from Tencent only when the server's driver is `tencent`
 * (docs/decisions/0039); Tencent asks that the script be loaded from its address, not bundled.
 */
const TCAPTCHA_SCRIPT = "https://turing.captcha.qcloud.com/TCaptcha.js";
/** What the widget loads (its script, frame, images, calls), for the pages' CSP with that driver. */
export const TCAPTCHA_SOURCES = "https://*.captcha.qcloud.com https://*.captcha.gtimg.com";

type TencentAnswer = { ret: number; ticket?: string; randstr?: string };
type TencentCaptchaWidget = new (appId: string, callback: (answer: TencentAnswer) => void, options: object) => { show(): void };

let loading: Promise<TencentCaptchaWidget> | undefined;

function loadWidget() {
  loading ??= new Promise<TencentCaptchaWidget>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TCAPTCHA_SCRIPT;
    script.onload = () => resolve((window as unknown as { TencentCaptcha: TencentCaptchaWidget }).TencentCaptcha);
    script.onerror = () => {
      loading = undefined;
      reject(new Error("验证码加载失败，请检查网络后重试"));
    };
    document.head.append(script);
  });
  return loading;
}

/** Shows the widget; answers its ticket and randstr, or null when the person closed it (ret 2). */
export async function solveTencentCaptcha(appId: string): Promise<{ ticket: string; randStr: string } | null> {
  const Widget = await loadWidget();
  return new Promise((resolve) => {
    new Widget(appId, (a) => resolve(a.ret === 0 && a.ticket && a.randstr ? { ticket: a.ticket, randStr: a.randstr } : null), {}).show();
  });
}
