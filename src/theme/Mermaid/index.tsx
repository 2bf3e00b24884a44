/**
 * Wraps the Mermaid diagram with an "Enlarge diagram" button that opens the
 * same diagram in a full-size dialog (native <dialog>: Escape and the close
 * button dismiss it, focus stays inside while it is open).
 */
import {useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.zoomable}>
      <Mermaid {...props} />
      <button
        type="button"
        className={styles.enlarge}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}>
        Enlarge diagram
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label="Enlarged diagram" onClose={() => setOpen(false)}>
        <form method="dialog" className={styles.close}>
          <button type="submit" className="button button--secondary button--sm">
            Close
          </button>
        </form>
        {open && <Mermaid {...props} />}
      </dialog>
    </div>
  );
}
