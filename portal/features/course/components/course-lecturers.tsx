import type { Lecturer } from "@/api/contract/training";
import { Avatar } from "@/portal/components/avatar";

/** The lecturers with 28 px portraits, as the live sessions show theirs. */
export function CourseLecturers({ list }: { list: Lecturer[] }) {
  if (!list.length) return null;
  return (
    <ul className="course-lecturers" aria-label="讲师">
      {list.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose names may repeat; never reordered.
        <li key={`${p.name ?? ""}-${i}`}>
          <Avatar src={p.imgUrl || p.Pic} name={p.name} size={28} />
          <span>{p.name}</span>
          {p.title && <span className="course-lecturers__title">{p.title}</span>}
        </li>
      ))}
    </ul>
  );
}
