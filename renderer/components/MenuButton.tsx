import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { MenuList, type MenuEntry } from './MenuList';
import './Menu.css';

export type { MenuEntry } from './MenuList';

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown open on the first item,
 * ArrowUp on the last; arrows, Home and End move; Escape closes and returns
 * focus to the button; Tab or a click outside closes.
 */
export function MenuButton({
  label,
  ariaLabel,
  items,
  align = 'end',
  className,
}: {
  label: ReactNode;
  /** Accessible name when `label` is not plain text (e.g. an avatar). */
  ariaLabel?: string;
  items: readonly MenuEntry[];
  align?: 'start' | 'end';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  return (
    <div className={['menu', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {open && (
        <MenuList
          id={menuId}
          items={items}
          align={align}
          focusIndex={focusIndex}
          onFocusIndex={setFocusIndex}
          onClose={close}
        />
      )}
    </div>
  );
}
