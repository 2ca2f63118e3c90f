/**
 * A camera photo (personal data) answered to an operator: never cached, never sniffed as anything but a JPEG. The
 * routes that serve one check first that the caller is an operator.
 */
export function privatePhoto(file: { body: Blob; size: number }) {
  return new Response(file.body, {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(file.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
