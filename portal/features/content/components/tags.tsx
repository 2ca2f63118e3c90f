import { parseTags } from "@/api/contract/content";

/** An item's tags, read from their JSON text (spec 000 section 3). */
export function Tags({ json }: { json: string }) {
  const tags = parseTags(json);
  if (!tags.length) return null;
  return (
    <ul className="content-tags" aria-label="标签">
      {tags.map((t) => (
        <li key={t} className="content-tags__tag">
          {t}
        </li>
      ))}
    </ul>
  );
}
