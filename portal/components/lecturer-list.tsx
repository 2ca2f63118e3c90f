import "./lecturer-list.css";
import type { Lecturer } from "@/api/contract/training";
import { Avatar } from "./avatar";

/**
 * A live session's or a course's lecturers with 28 px portraits (the avatar's own default when a picture is missing).
 * `className` names the page's own block beside `lecturer-list` (its colours on a product banner).
 */
export function LecturerList({ list, className }: { list: Lecturer[]; className: string }) {
  if (!list.length) return null;
  return (
    <ul className={`lecturer-list ${className}`} aria-label="讲师">
      {list.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose names may repeat; never reordered.
        <li key={`${p.name ?? ""}-${i}`}>
          <Avatar src={p.imgUrl || p.Pic} name={p.name} size={28} />
          <span>{p.name}</span>
          {p.title && <span className="lecturer-list__title">{p.title}</span>}
        </li>
      ))}
    </ul>
  );
}
