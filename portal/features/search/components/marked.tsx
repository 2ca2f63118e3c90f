/** Text with its matched words emphasised: odd parts are the matches. Rendered as text, never as HTML. */
export function Marked({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text parts, never reordered.
          <em key={i}>{part}</em>
        ) : (
          part
        ),
      )}
    </>
  );
}
