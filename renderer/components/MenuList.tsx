import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from './Link';
import { Icon, type IconName } from './Icon';

export type MenuEntry =
  | { kind: 'route'; label: string; to: string; icon?: IconName }
  | { kind: 'external'; label: string; href: string; icon?: IconName }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: IconName };

/** The open popup of a MenuButton; owns roving focus among its items. */
export function MenuList({
  id,
  items,
  align,
  focusIndex,
  onFocusIndex,
  onClose,
}: {
  id: string;
  items: readonly MenuEntry[];
  align: 'start' | 'end';
  focusIndex: number;
  onFocusIndex: (index: number) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  useEffect(() => itemRefs.current[focusIndex]?.focus(), [focusIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex >= last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex <= 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      onFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul
      id={id}
      role="menu"
      className={`menu__list menu__list--${align}`}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const common = {
          role: 'menuitem',
          tabIndex: -1,
          className: 'menu__item',
          ref: (element: HTMLElement | null) => {
            itemRefs.current[index] = element;
          },
        } as const;
        const content = (
          <>
            {item.icon && <Icon name={item.icon} size={16} />}
            {item.label}
          </>
        );
        return (
          <li key={item.label} role="none">
            {item.kind === 'route' && (
              <Link {...common} to={item.to} onClick={() => onClose(false)}>
                {content}
              </Link>
            )}
            {item.kind === 'external' && (
              <a
                {...common}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onClose(false)}
              >
                {content}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
            {item.kind === 'action' && (
              <button
                {...common}
                type="button"
                onClick={() => {
                  onClose(true);
                  item.onSelect();
                }}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
