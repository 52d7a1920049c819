/**
 * A server-rendered field can be typed into before the app hydrates it (a phone on
 * a slow line paints the page well before its code runs). React keeps its own
 * empty state and leaves the typed text in the box, so the screen ignored it until
 * the next keystroke. Once mounted, this hands what the box already holds to the
 * screen's state.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  // What the first render had: later differences are React's own renders catching up.
  const first = useRef({ value, setValue });
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '' && typed !== first.current.value) first.current.setValue(typed);
  }, [field]);
}
