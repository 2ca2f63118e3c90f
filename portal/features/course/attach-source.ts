const HLS_TYPE = "application/vnd.apple.mpegurl";

/**
 * Gives the <video> its address: mp4, or HLS (.m3u8) where the browser plays it itself (Safari, iOS); elsewhere
 * hls.js, imported only then so it stays out of the entry bundle. Answers the undo, for the lesson's unmount.
 */
export async function attachSource(video: HTMLVideoElement, url: string): Promise<() => void> {
  const plain = () => {
    video.src = url;
    return () => {
      video.removeAttribute("src");
      video.load();
    };
  };
  if (!/\.m3u8($|\?)/i.test(url) || video.canPlayType(HLS_TYPE)) return plain();
  const { default: Hls } = await import("hls.js");
  if (!Hls.isSupported()) return plain();
  // No worker: the CSP allows none from blob:, and the main thread copes with one stream.
  const hls = new Hls({ enableWorker: false });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
