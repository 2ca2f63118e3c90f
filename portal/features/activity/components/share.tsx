import { openModal } from "@/portal/components/modal/modal-store";
import { toast } from "@/portal/components/toast/toast-store";
import { copyText } from "@/portal/lib/clipboard";

/** The QR code PNG of a page of this site (GET /qrcode?path=). */
const qrcodeSrc = (path: string) => `/qrcode?path=${encodeURIComponent(path)}`;

/** Spec 000 section 9: the copy notice hides after 2 s (the toast's default). */
async function copyWithNotice(url: string) {
  if (await copyText(url)) toast("链接已复制", { tone: "success" });
  else toast("复制失败，请手动复制链接", { tone: "error" });
}

/** Draws the poster (title, QR code, hint) and saves it as a PNG. */
async function downloadPoster(title: string, qr: string) {
  const image = new Image();
  image.src = qr;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = 600;
  canvas.height = 800;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#1664ff";
  ctx.fillRect(0, 0, 600, 800);
  ctx.fillStyle = "#fff";
  ctx.fillRect(40, 220, 520, 520);
  ctx.textAlign = "center";
  ctx.font = "bold 34px 'PingFang SC', 'Noto Sans CJK SC', sans-serif";
  const lines = title.length > 14 ? [title.slice(0, 14), title.slice(14, 28)] : [title];
  lines.forEach((line, i) => {
    ctx.fillText(line, 300, 100 + i * 48);
  });
  ctx.drawImage(image, 140, 260, 320, 320);
  ctx.fillStyle = "#4e5969";
  ctx.font = "24px 'PingFang SC', 'Noto Sans CJK SC', sans-serif";
  ctx.fillText("微信扫码，一起参与专题任务", 300, 650);
  const link = document.createElement("a");
  link.href = canvas.toDataURL("image/png");
  link.download = `${title}.png`;
  link.click();
}

/** 分享海报: the page's title and QR code, with a download. */
export function openPosterModal(title: string, path: string) {
  const qr = qrcodeSrc(path);
  openModal({
    title: "分享海报",
    size: "sm",
    content: () => (
      <div className="share-poster">
        <div className="share-poster__card">
          <strong>{title}</strong>
          <img src={qr} alt="专题页二维码" width={180} height={180} />
          <span>微信扫码，一起参与专题任务</span>
        </div>
        <button
          type="button"
          className="btn btn--primary btn--block"
          onClick={() => void downloadPoster(title, qr).catch(() => toast("海报生成失败，请稍后重试", { tone: "error" }))}
        >
          下载海报
        </button>
      </div>
    ),
  });
}

/** 复制链接: the address in a box and a copy button. */
export function openCopyLinkModal(url: string) {
  openModal({
    title: "复制链接",
    size: "sm",
    content: () => (
      <div className="share-link">
        <input className="input" readOnly value={url} aria-label="专题链接" onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn--primary" data-autofocus onClick={() => void copyWithNotice(url)}>
          复制
        </button>
      </div>
    ),
  });
}

/** 分享: WeChat by QR code, Weibo and QQ by their share pages. */
export function openShareModal(title: string, path: string, url: string) {
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  openModal({
    title: "分享",
    size: "sm",
    content: () => (
      <div className="share-to">
        <img src={qrcodeSrc(path)} alt="专题页二维码" width={140} height={140} />
        <p>打开微信“扫一扫”，分享给好友或朋友圈</p>
        <div className="share-to__links">
          <a
            className="btn btn--ghost btn--sm"
            target="_blank"
            rel="noopener noreferrer"
            href={`https://service.weibo.com/share/share.php?${q({ url, title })}`}
          >
            分享到微博
          </a>
          <a
            className="btn btn--ghost btn--sm"
            target="_blank"
            rel="noopener noreferrer"
            href={`https://connect.qq.com/widget/shareqq/index.html?${q({ url, title })}`}
          >
            分享到QQ
          </a>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void copyWithNotice(url)}>
            复制链接
          </button>
        </div>
      </div>
    ),
  });
}
