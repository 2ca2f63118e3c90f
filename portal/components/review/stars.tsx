import "./review.css";

/** 1-5 stars as a radio group (arrow keys move between them, as radios do); the score is the number of active stars. */
export function StarInput({ value, onChange, name }: { value: number; onChange: (score: number) => void; name: string }) {
  return (
    <fieldset className="star-input">
      <legend className="star-input__label">评分</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`star-input__star${n <= value ? " star-input__star--on" : ""}`}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={`${n}星`} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

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
