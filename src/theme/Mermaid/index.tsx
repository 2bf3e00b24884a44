/**
 * Wraps the Mermaid diagram with an "Enlarge diagram" button that opens the
 * same diagram in a full-size dialog (native <dialog>: Escape and the close
 * button dismiss it, focus stays inside while it is open).
 *
 * The original component imports the mermaid library (about 190 kB gzip with
 * its layout code), and Docusaurus's MDX components import it on every docs
 * page. Here it loads lazily, and only once the diagram comes near the view
 * (LOADING.diagramLoadMarginPx): a page whose diagrams sit below the fold does
 * not download or run Mermaid until the reader scrolls towards them. Until
 * then the diagram keeps a reserved height, so drawing it moves the text
 * around it less. The server renders no diagram either way (mermaid draws in
 * the browser).
 */
import {lazy, Suspense, useEffect, useRef, useState, type RefObject} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import {LOADING} from '@site/src/config/site';

import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/**
 * Mermaid imports `select` from the `d3` package, which declares itself free
 * of side effects, so the bundler leaves out d3-transition: the module whose
 * import adds `.transition()` to d3 selections. Mermaid's flowchart tooltips
 * call it when the pointer leaves a node, which then threw "e.transition is
 * not a function" on every hover or tap. Loading it beside Mermaid restores
 * the method on the one shared d3-selection.
 */
const OriginalMermaid = lazy(async () => {
  const [, original] = await Promise.all([import('d3-transition'), import('@theme-original/Mermaid')]);
  return original;
});

/** True once the element has come within the load margin of the view; stays true. */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: `${LOADING.diagramLoadMarginPx}px 0px`},
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

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
  const container = useRef<HTMLDivElement>(null);
  const near = useNearView(container);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.zoomable}>
      <div ref={container} className={styles.diagram} data-diagram={near ? 'near' : 'waiting'}>
        {near && <Mermaid {...props} />}
      </div>
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
