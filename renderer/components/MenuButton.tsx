import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { lazyScreen, preloadScreens } from '../features/errors/lazy-screen';
import type { MenuEntry } from './MenuList';
import './Menu.css';

export type { MenuEntry } from './MenuList';

/**
 * The open popup: fetched when a pointer or focus comes to a menu button, so a
 * visitor who never opens a menu never loads it (issue 18).
 */
const MenuList = lazyScreen(() => import('./MenuList'), 'MenuList');
const prepareMenu = () => void preloadScreens(['MenuList']);

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
        onPointerEnter={prepareMenu}
        onFocus={prepareMenu}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuList
            id={menuId}
            items={items}
            align={align}
            focusIndex={focusIndex}
            onFocusIndex={setFocusIndex}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
