import sharp from "sharp";
import type { Envelope } from "@/api/contract/protocol/client";
import type { TestClient } from "@/tests/support/client";

export const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** A test picture: left half red, right half blue, so a crop's position shows in its colours. */
export function twoColourImage(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: "#0000ff" } }, left: half, top: 0 },
  ]);
}

/** The average colour of an image as [r, g, b]. */
export async function meanColour(bytes: ArrayBuffer) {
  const { channels } = await sharp(Buffer.from(bytes)).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

export async function getFile(url: string, path: string, cookie = "") {
  return fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} });
}

export type UploadAnswer = Envelope<{ path: string } | { field: string } | null> & { status: number };

/** Posts a multipart form to the upload host the way a browser form would. */
export async function postUpload(url: string, cookie: string, fields: Record<string, string | Blob | File>): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${url}/upload`, { method: "POST", body: form, headers: cookie ? { cookie } : {} });
  return Object.assign((await res.json()) as Envelope<never>, { status: res.status });
}
