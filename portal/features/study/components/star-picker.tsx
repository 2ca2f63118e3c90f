/** 1-5 stars as a radio group (arrow keys move between them); the score is the number of active stars. */
export function StarPicker({ value, onChange, name }: { value: number; onChange: (score: number) => void; name: string }) {
  return (
    <fieldset className="star-picker">
      <legend className="star-picker__label">评分</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={`star-picker__star${n <= value ? " star-picker__star--on" : ""}`}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} aria-label={`${n}星`} />
          <span aria-hidden="true">★</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Stars shown, not picked. */
export function Stars({ score }: { score: number }) {
  return (
    <span className="stars" role="img" aria-label={`${score}星`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= score ? "stars__on" : "stars__off"} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
