import { fileTypeFromBuffer } from "file-type";
import { VIDEO_MAX_BYTES, VIDEO_MSG } from "../../contract/course-admin";
import type { Deps } from "../../deps";
import { httpError } from "../../protocol/errors";
import { ADMIN_FOLDER, newKey, urlOf } from "./keys";

/** What file-type reads to tell an MP4 (its `ftyp` box and what follows). */
const SNIFF_BYTES = 4100;

type Reader = ReadableStreamDefaultReader<Uint8Array>;

/** The first bytes of the body (at least SNIFF_BYTES unless it is shorter), as the chunks they came in. */
async function readHead(reader: Reader) {
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    head.push(value);
    size += value.byteLength;
  }
  return head;
}

/** The head, then the rest of the body as it arrives; errors with 413 once more than `maxBytes` have come, 400 if it breaks off. */
function limitedBody(head: Uint8Array[], reader: Reader, maxBytes: number) {
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(ctl) {
      let next = head.shift();
      try {
        next ??= (await reader.read()).value;
      } catch {
        // A body that breaks off (the browser closed, the network dropped) is the sender's doing, not a server fault.
        return ctl.error(httpError(400, VIDEO_MSG.broken, "file"));
      }
      if (!next) return ctl.close();
      size += next.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return ctl.error(httpError(413, VIDEO_MSG.tooLarge, "file"));
      }
      ctl.enqueue(next);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A course video from the back office, streamed to storage: judged an MP4 by its first bytes before anything is stored,
 * then written as it arrives, never held whole. Over `maxBytes`, or broken off, nothing is kept. Answers its URL and size.
 */
export async function storeAdminVideo(
  deps: Pick<Deps, "storage">,
  operatorId: number,
  body: ReadableStream<Uint8Array>,
  maxBytes = VIDEO_MAX_BYTES,
) {
  const reader = body.getReader();
  const head = await readHead(reader);
  if (!head.length) throw httpError(400, VIDEO_MSG.empty, "file");
  if ((await fileTypeFromBuffer(Buffer.concat(head)))?.mime !== "video/mp4") {
    await reader.cancel();
    throw httpError(400, VIDEO_MSG.badType, "file");
  }
  const key = newKey(ADMIN_FOLDER, operatorId, "mp4");
  const size = await deps.storage.putStream(key, limitedBody(head, reader, maxBytes));
  return { url: urlOf(key), size };
}

/**
 * A video that reached the bucket without passing through here (a direct multipart upload): judged the same way once
 * whole, by its size and its first bytes; anything else is deleted. Answers its URL and size.
 */
export async function checkStoredVideo(deps: Pick<Deps, "storage">, key: string, maxBytes = VIDEO_MAX_BYTES) {
  const file = await deps.storage.get(key);
  if (!file) throw httpError(400, VIDEO_MSG.empty, "file");
  const head = new Uint8Array(await file.body.slice(0, SNIFF_BYTES).arrayBuffer());
  const problem =
    file.size > maxBytes
      ? httpError(413, VIDEO_MSG.tooLarge, "file")
      : (await fileTypeFromBuffer(head))?.mime !== "video/mp4"
        ? httpError(400, VIDEO_MSG.badType, "file")
        : null;
  if (problem) {
    await deps.storage.remove(key);
    throw problem;
  }
  return { url: urlOf(key), size: file.size };
}
