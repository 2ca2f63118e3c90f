/** 1-5 stars as a radio group: arrow keys move between them, as radios do. */
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
