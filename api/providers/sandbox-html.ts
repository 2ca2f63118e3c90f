/**
 * The HTML shell of the sandbox providers' own pages (the payment cashier, WeChat's authorize step): plain server
 * pages styled like the provider's, never part of the portal.
 */
const PAGE_CSS = `
*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px rgba(0,0,0,.06);padding:28px 24px}
h1{font-size:18px;margin:0 0 4px;text-align:center}.tag{text-align:center;color:#8f959e;font-size:12px;margin-bottom:20px}
.amount{font-size:36px;font-weight:600;text-align:center;color:#1f2329;margin:8px 0 20px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}dt{color:#8f959e}dd{margin:0;word-break:break-all}
button,a.btn{display:block;width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#07c160;color:#fff;margin-bottom:12px}.cancel{background:#f2f3f5;color:#1f2329}
input{width:100%;padding:8px 10px;border:1px solid #dcdfe6;border-radius:6px;font:inherit}form+form{margin-top:20px;padding-top:20px;border-top:1px solid #f2f3f5}
.msg{color:#f54a45;text-align:center;margin-bottom:20px}
@media (max-width:750px){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}`;

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function sandboxPage(title: string, inner: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${PAGE_CSS}</style></head><body><main>${inner}</main></body></html>`;
}
