/**
 * Keyboard shortcuts of the search modal, as DocSearch's own
 * `useDocSearchKeyboardEvents` defines them (Ctrl/Cmd+K toggles, "/" opens
 * outside text fields, Escape closes, a printable key on the focused button
 * opens with that key typed). Ours so the navbar does not import DocSearch
 * before the modal is first opened.
 */
import {useEffect, type RefObject} from 'react';
import {useEvent} from '@docusaurus/theme-common';

const PRINTABLE = /[a-zA-Z0-9]/;

interface Options {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  readonly onInput: (event: KeyboardEvent) => void;
  readonly searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, searchButtonRef}: Options): void {
  // One listener for the page's life, reading the state of the last commit: a
  // listener re-registered in a passive effect could still hold the previous
  // state when the next key arrives, and Ctrl+K right after closing would close again.
  const onKeyDown = useEvent((event: KeyboardEvent) => {
    const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
    const escape = event.code === 'Escape' && isOpen;
    const slash = event.key === '/' && !isOpen && !isEditing(event);
    if (toggle || escape || slash) {
      event.preventDefault();
      if (isOpen) onClose();
      // Another DocSearch modal (none today) would set this class on body.
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
      return;
    }
    if (searchButtonRef.current === document.activeElement && event.key.length === 1 && PRINTABLE.test(event.key)) {
      onInput(event);
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);
}
