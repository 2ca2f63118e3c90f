import { useEffect, useState } from "react";

export type Camera = { state: "off" } | { state: "starting" } | { state: "on"; stream: MediaStream } | { state: "failed" };

/** The width snapshots are drawn at (JPEG). */
const SNAPSHOT_WIDTH = 640;
const JPEG_QUALITY = 0.8;

/** The camera's stream while `wanted` (a proctored exam's page is open); stopped when it is not any more. */
export function useCamera(wanted: boolean): Camera {
  const [camera, setCamera] = useState<Camera>({ state: wanted ? "starting" : "off" });
  useEffect(() => {
    if (!wanted) {
      setCamera({ state: "off" });
      return;
    }
    let stream: MediaStream | null = null;
    let gone = false;
    setCamera({ state: "starting" });
    const ask = navigator.mediaDevices?.getUserMedia({ video: { width: { ideal: SNAPSHOT_WIDTH } }, audio: false });
    if (!ask) setCamera({ state: "failed" });
    ask
      ?.then((s) => {
        stream = s;
        if (gone) for (const t of s.getTracks()) t.stop();
        else setCamera({ state: "on", stream: s });
      })
      .catch(() => !gone && setCamera({ state: "failed" }));
    return () => {
      gone = true;
      if (stream) for (const t of stream.getTracks()) t.stop();
    };
  }, [wanted]);
  return camera;
}

/** The video's current frame, 640 wide at the camera's proportions, as a JPEG data URL ('' before the first frame). */
export function snapshotOf(video: HTMLVideoElement) {
  if (video.videoWidth === 0) return "";
  const canvas = document.createElement("canvas");
  canvas.width = SNAPSHOT_WIDTH;
  canvas.height = Math.round((SNAPSHOT_WIDTH * video.videoHeight) / video.videoWidth);
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
}
