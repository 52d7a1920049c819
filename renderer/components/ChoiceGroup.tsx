import { useId } from 'react';
import './ChoiceGroup.css';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * A single-choice group drawn as a segmented control or as chips. Native
 * radios underneath, so arrow keys, labels and screen readers work unaided.
 */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  variant = 'segmented',
  hideLegend = false,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  variant?: 'segmented' | 'chips';
  hideLegend?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className={`choice-group choice-group--${variant}`}>
      <legend className={hideLegend ? 'visually-hidden' : 'choice-group__legend'}>
        {legend}
      </legend>
      <div className="choice-group__options">
        {choices.map(choice => (
          <label key={choice.value} className="choice-group__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
