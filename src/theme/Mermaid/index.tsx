/**
 * Wraps the Mermaid diagram with an "Enlarge diagram" button that opens the
 * same diagram in a full-size dialog (native <dialog>: Escape and the close
 * button dismiss it, focus stays inside while it is open).
 *
 * The original component imports the mermaid library (about 165 kB gzip), and
 * Docusaurus's MDX components import it on every docs page; loading it lazily
 * here means only pages with a diagram download it. The server renders no
 * diagram either way (mermaid draws in the browser).
 */
import {lazy, Suspense, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

function Mermaid(props: Props) {
  return (
    <BrowserOnly>
      {() => (
        <Suspense fallback={null}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}

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
