/** 热门: only the courses operators mark hot, pressed again for all. */
export function HotToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button type="button" className="list-bar__toggle" aria-pressed={on} onClick={onToggle}>
      只看热门
    </button>
  );
}
