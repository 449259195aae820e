import { RATING_MAX, RATING_VALUES, type Rating } from '@tidy/domain/constants';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';

type StarRatingProps = {
  legend: string;
  value: Rating | null;
  onValueChange: (value: Rating | null) => void;
  disabled?: boolean;
};

/**
 * An optional 1–5 star rating: native radio buttons under the stars, so Tab reaches the group, arrow keys
 * choose, and screen readers say "3 stars, 3 of 5". A Clear button takes the rating back.
 */
export function StarRating({ legend, value, onValueChange, disabled }: StarRatingProps) {
  const name = useId();
  // Pointing at a star previews the rating it would give.
  const [preview, setPreview] = useState<Rating | null>(null);
  const shown = preview ?? value;

  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Pulled left so the first star lines up with the legend; its focus ring still fits in the card. */}
        <div className="-ml-2 flex" onMouseLeave={() => setPreview(null)}>
          {RATING_VALUES.map((stars) => (
            <label key={stars} className="relative" onMouseEnter={() => setPreview(stars)}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onValueChange(stars)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0 disabled:cursor-not-allowed"
              />
              <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
              <span
                aria-hidden="true"
                className={cn(
                  'pointer-events-none flex size-11 items-center justify-center rounded-lg transition-colors',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-surface',
                  'peer-disabled:opacity-60',
                )}
              >
                <Star
                  className={cn(
                    'size-7 transition-colors',
                    shown !== null && stars <= shown ? 'fill-[#f3c94c] text-[#a67c00]' : 'fill-transparent text-muted-foreground',
                  )}
                />
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-muted-foreground tabular-nums">
          {value === null ? 'No rating' : `${value} of ${RATING_MAX}`}
        </span>
        {value !== null ? (
          <button
            type="button"
            onClick={() => onValueChange(null)}
            className="h-9 cursor-pointer rounded-lg px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            Clear rating
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
