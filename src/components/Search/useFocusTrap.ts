import {useEffect} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the element matching `containerSelector`
 * while `active`. DocSearch has a trap of its own, but it notes the first and
 * last focusable elements when the modal opens, before any result is shown:
 * tabbing past the results then left the modal for the page behind it. This
 * one looks at the elements present at each key press.
 */
export function useFocusTrap(containerSelector: string, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const container = document.querySelector<HTMLElement>(containerSelector);
      if (!container) return;
      const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      const leaving = event.shiftKey
        ? current === first || !container.contains(current)
        : current === last || !container.contains(current);
      if (!leaving) return;
      event.preventDefault();
      event.stopPropagation();
      (event.shiftKey ? last : first).focus();
    };
    // Capture phase: decides before DocSearch's own handler sees the key.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [containerSelector, active]);
}
