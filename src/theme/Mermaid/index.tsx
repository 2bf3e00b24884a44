/**
 * Wraps the Mermaid diagram with an "Enlarge diagram" button that opens the
 * same diagram in a full-size dialog (native <dialog>: Escape and the close
 * button dismiss it, focus stays inside while it is open).
 *
 * The build draws diagrams to SVG (plugins/diagrams) and passes both colour
 * modes' SVGs as `light` and `dark` (their markup on the server, their
 * files' URLs in the browser): those are shown as they are, and no diagram
 * code loads. A diagram that arrives as source only (`value`: in
 * `npm start`, or when the build could not draw it) is drawn in the browser
 * by the original component, which imports the mermaid library (about 190 kB
 * gzip with its layout code). It loads lazily, and only once the diagram
 * comes near the view (LOADING.diagramLoadMarginPx); until then the diagram
 * keeps a reserved height, so drawing it moves the text around it less.
 */
import {lazy, Suspense, useId, useMemo, useRef, useState} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

import DiagramSvg from '@site/src/components/DiagramSvg';
import {LOADING} from '@site/src/config/site';
import {useNearView} from '@site/src/hooks/useNearView';
import {scopeSvgIds} from '@site/src/diagrams/svg';

import styles from './styles.module.css';

type ClientProps = WrapperProps<typeof MermaidType>;

/** The `mermaid` element of src/diagrams/markup.ts: drawn SVGs, or the source to draw. */
interface Props {
  readonly value?: string;
  readonly light?: string;
  readonly dark?: string;
}

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

function ClientMermaid(props: ClientProps) {
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

/** The SVG markup the page shows for a drawn diagram, read when the dialog opens; null while a file is still on its way. */
function shownMarkup(container: HTMLElement | null): {light: string; dark: string} | null {
  const markup = (mode: string) => container?.querySelector(`[data-diagram-mode="${mode}"] > svg`)?.outerHTML;
  const light = markup('light');
  const dark = markup('dark');
  return light && dark ? {light, dark} : null;
}

/** The drawn diagram again, for the dialog: its ids renamed, so they stay unique in the page. */
function EnlargedSvg({light, dark}: {light: string; dark: string}) {
  const scope = `zoom${useId().replace(/[^\w-]/g, '')}`;
  const scoped = useMemo(
    () => ({light: scopeSvgIds(light, `${scope}l`), dark: scopeSvgIds(dark, `${scope}d`)}),
    [light, dark, scope],
  );
  return <DiagramSvg light={scoped.light} dark={scoped.dark} />;
}

export default function MermaidWrapper({value = '', light, dark}: Props) {
  const drawn = light !== undefined && dark !== undefined;
  const container = useRef<HTMLDivElement>(null);
  // Only a diagram drawn in the browser waits for it; a drawn one is there already.
  const near = useNearView(container, LOADING.diagramLoadMarginPx);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [enlarged, setEnlarged] = useState<{light: string; dark: string} | null>(null);
  return (
    <div className={styles.zoomable}>
      <div ref={container} className={styles.diagram} data-diagram={drawn ? 'drawn' : near ? 'near' : 'waiting'}>
        {drawn ? (
          <DiagramSvg light={light} dark={dark} fromFiles={ExecutionEnvironment.canUseDOM} />
        ) : (
          near && <ClientMermaid value={value} />
        )}
      </div>
      <button
        type="button"
        className={styles.enlarge}
        onClick={() => {
          if (drawn) setEnlarged(shownMarkup(container.current));
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        Enlarge diagram
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label="Enlarged diagram" onClose={() => setOpen(false)}>
        <form method="dialog" className={styles.close}>
          <button type="submit" className="button button--secondary button--sm">
            Close
          </button>
        </form>
        {open &&
          (!drawn ? (
            <ClientMermaid value={value} />
          ) : enlarged ? (
            <EnlargedSvg light={enlarged.light} dark={enlarged.dark} />
          ) : (
            <p>The diagram is still loading; close this and try again in a moment.</p>
          ))}
      </dialog>
    </div>
  );
}
