import "./registration.css";
import { useEffect, useRef, useState } from "react";
import { MIN_PHOTO_CHARS } from "@/api/contract/camera-photo";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { navigateTo } from "@/portal/lib/navigation";
import { examUserCheck } from "../exam-user-check";

/** Spec 001 section 9: the photo is drawn 1280 wide and sent as JPEG at quality 0.9. */
const PHOTO_WIDTH = 1280;
const JPEG_QUALITY = 0.9;

type Camera = { state: "starting" } | { state: "on"; stream: MediaStream } | { state: "failed" };

/** Turns the camera off. */
function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/** The camera's stream while the page is open; stopped when it closes. */
function useCamera() {
  const [camera, setCamera] = useState<Camera>({ state: "starting" });
  useEffect(() => {
    let stream: MediaStream | null = null;
    let gone = false;
    const ask = navigator.mediaDevices?.getUserMedia({ video: { width: { ideal: PHOTO_WIDTH } }, audio: false });
    if (!ask) setCamera({ state: "failed" });
    ask
      ?.then((s) => {
        stream = s;
        if (gone) stopTracks(s);
        else setCamera({ state: "on", stream: s });
      })
      .catch(() => !gone && setCamera({ state: "failed" }));
    return () => {
      gone = true;
      if (stream) stopTracks(stream);
    };
  }, []);
  return camera;
}

/** The video's current frame, 1280 wide at the camera's own proportions, as a JPEG data URL. */
function capture(video: HTMLVideoElement) {
  const canvas = document.createElement("canvas");
  canvas.width = PHOTO_WIDTH;
  canvas.height = Math.round((PHOTO_WIDTH * video.videoHeight) / Math.max(1, video.videoWidth));
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
}

/**
 * /certification/examcheck/{examid}: a photo of the candidate through the camera before paying for a video exam.
 * 拍照 captures, 提交 sends it (Pearson/ExamUserCheck), then the page follows the returned url or shows the message.
 */
export function CameraCheckPage({ examId }: { examId: number }) {
  const camera = useCamera();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [photo, setPhoto] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: dropping the photo mounts a new video element, which needs the stream again.
  useEffect(() => {
    if (camera.state === "on" && videoRef.current) videoRef.current.srcObject = camera.stream;
  }, [camera, photo]);

  const take = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return setMessage(EXAM_MSG.photo);
    setMessage("");
    setPhoto(capture(video));
  };

  const submit = async () => {
    if (photo.length <= MIN_PHOTO_CHARS) return setMessage(EXAM_MSG.photo);
    const track = camera.state === "on" ? camera.stream.getVideoTracks()[0] : undefined;
    setSending(true);
    const env = await examUserCheck(
      { examid: examId, deviceid: track?.getSettings().deviceId ?? "", devicename: track?.label ?? "", photo },
      { onFail: (failed) => setMessage(failed.msg) },
    ).catch(() => null);
    setSending(false);
    if (env?.code !== 0) return;
    if (env.data?.url) navigateTo(env.data.url);
    else setMessage(env.msg);
  };

  return (
    <div className="page container reg-page">
      <header className="reg-page__head">
        <h1 className="reg-page__title">拍照验证</h1>
        <p className="reg-page__lead">视频监考考试需核验本人身份：请正对摄像头，保持光线充足、面部清晰，拍照后提交。</p>
      </header>
      <section className="card reg-camera">
        {camera.state === "failed" ? (
          <p className="reg-camera__error" role="alert">
            {EXAM_MSG.camera}
          </p>
        ) : (
          <div className="reg-camera__stage">
            {photo ? (
              <img className="reg-camera__view" src={photo} alt="拍照预览" />
            ) : (
              <video ref={videoRef} className="reg-camera__view" autoPlay playsInline muted aria-label="摄像头画面" />
            )}
            {camera.state === "starting" && <span className="reg-camera__hint">正在打开摄像头…</span>}
          </div>
        )}
        {message && (
          <p className="reg-camera__message" role="alert">
            {message}
          </p>
        )}
        <div className="reg-camera__actions">
          {photo ? (
            <>
              <button type="button" className="btn btn--ghost btn--lg" onClick={() => setPhoto("")} disabled={sending}>
                重新拍照
              </button>
              <button type="button" className="btn btn--primary btn--lg" onClick={submit} disabled={sending}>
                {sending ? "提交中…" : "提交"}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary btn--lg" onClick={take} disabled={camera.state !== "on"}>
              拍照
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
