/**
 * One to five stars: a radio group, so arrows, a tap or a screen reader choose the same way; the
 * stars up to the chosen one light in the merchant's colour.
 */
export function StarRating({
  value,
  onChange,
  label,
  starLabel,
  name = 'grade',
}: {
  value: number;
  onChange: (value: number) => void;
  label: string;
  /** the accessible name of n stars ("4 of 5") */
  starLabel: (n: number) => string;
  name?: string;
}) {
  return (
    <fieldset className="stars">
      <legend>{label}</legend>
      <div className="stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`stars__star${n <= value ? ' stars__star--on' : ''}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
