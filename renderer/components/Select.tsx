import { useId, type SelectHTMLAttributes } from 'react';
import { Icon } from './Icon';
import './Select.css';

/** A labelled native select with our styling. */
export function Select({
  label,
  hideLabel = false,
  children,
  ...rest
}: { label: string; hideLabel?: boolean } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="select">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'select__label'}>
        {label}
      </label>
      <span className="select__control">
        <select id={id} {...rest}>
          {children}
        </select>
        <Icon name="chevronDown" size={16} className="select__chevron" />
      </span>
    </div>
  );
}
