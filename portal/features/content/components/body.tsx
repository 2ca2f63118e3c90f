/** A plain-text body as paragraphs (blank lines split them): nothing an operator typed is read as markup. */
export function Body({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="content-body">
      {paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text paragraphs, never reordered.
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
