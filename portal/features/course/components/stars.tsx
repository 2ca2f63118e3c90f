/** A score as five stars (read-only), with the number for screen readers. */
export function Stars({ score, size = 14 }: { score: number; size?: number }) {
  const full = Math.round(score);
  return (
    <span className="stars" role="img" aria-label={`${score}分`} style={{ fontSize: size }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= full ? "stars__on" : "stars__off"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
