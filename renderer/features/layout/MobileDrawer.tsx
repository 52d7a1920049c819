import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { AuthControls } from './AuthControls';
import { Brand } from './Brand';
import { NavLinkItem } from './NavLinkItem';
import { MORE_NAV, PRIMARY_NAV } from './nav-items';
import { ThemeSwitch } from './ThemeSwitch';
import './MobileDrawer.css';

/**
 * The navigation under MOBILE_WIDTH_PX, in a modal <dialog>: the browser traps
 * focus, makes the page inert and closes on Escape; we close on navigation. The
 * account (sign-in buttons, or the signed-in name and links) comes first, above
 * the fold. Its content exists only while it is open.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const openedAt = useRef(location.key);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openedAt.current = location.key;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, location.key]);

  useEffect(() => {
    if (open && location.key !== openedAt.current) onClose();
  }, [open, location.key, onClose]);

  return (
    <dialog
      ref={dialogRef}
      className="drawer"
      aria-label="Menu"
      onClose={() => {
        if (open) onClose();
      }}
      onClick={event => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {/* Only while open: a closed dialog cannot be opened without JavaScript, so its
          links would be dead weight in every server-rendered page. */}
      {open && (
        <div className="drawer__panel">
          <div className="drawer__head">
            <Brand />
            <button
              type="button"
              className="drawer__close"
              aria-label="Close menu"
              onClick={onClose}
            >
              <Icon name="close" size={22} />
            </button>
          </div>
          <AuthControls stacked />
          <nav aria-label="Main">
            <ul className="drawer__list">
              {[...PRIMARY_NAV, ...MORE_NAV].map(item => (
                <li key={item.label}>
                  <NavLinkItem item={item} className="drawer__link" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="drawer__foot">
            <ThemeSwitch showLabel />
          </div>
        </div>
      )}
    </dialog>
  );
}
