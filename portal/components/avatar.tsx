import "./avatar.css";

type Props = { src?: string | null; name?: string; size?: number };

/** A round portrait; without a picture, the first character of the name, or a silhouette when there is none. */
export function Avatar({ src, name, size = 40 }: Props) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (src) return <img className="avatar" src={src} alt={name ? `${name}的头像` : "头像"} style={style} />;
  const initial = name?.trim().charAt(0) ?? "";
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {/\p{L}/u.test(initial) ? (
        initial
      ) : (
        <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true">
          <circle cx="12" cy="8.5" r="4" fill="currentColor" />
          <path d="M4.5 20c.8-4 3.8-6 7.5-6s6.7 2 7.5 6" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
