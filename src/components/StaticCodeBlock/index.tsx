import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

import CopyCodeButton from '@site/src/components/CopyCodeButton';
import WordWrapButton from '@site/src/components/WordWrapButton';
import {CODE_FENCE} from '@site/src/config/codeBlocks';
import styles from './styles.module.css';

interface Props {
  readonly language: string;
  readonly title?: string;
  /** Why the block is deliberately partial (fence meta `excerpt="..."`): the reader is told it will not compile alone. */
  readonly excerpt?: string;
  /** The `<pre>` the build highlighted (plugins/code-blocks). */
  readonly children: ReactNode;
}

/** Whether the block's code is wider than the block, kept up to date as the block resizes. */
function useScrollable(content: RefObject<HTMLDivElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const pre = content.current?.querySelector('pre');
    if (!pre) return undefined;
    const check = () => setScrollable(pre.scrollWidth > pre.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [content]);
  return scrollable;
}

/**
 * A code block highlighted at build time, laid out like the theme's code
 * block (same classes for the box and highlighted lines) with its buttons,
 * but without Prism: the colours are in the markup and the stylesheet. The
 * buttons, like the theme's, are not in the server's HTML: without
 * JavaScript they could not work.
 */
export default function StaticCodeBlock({language, title, excerpt, children}: Props) {
  const content = useRef<HTMLDivElement>(null);
  const isBrowser = useIsBrowser();
  const scrollable = useScrollable(content);
  const [wrapped, setWrapped] = useState(false);
  return (
    <div
      className={clsx(
        `language-${language}`,
        ThemeClassNames.common.codeBlock,
        CODE_FENCE.blockClass,
        styles.codeBlockContainer,
      )}
    >
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div ref={content} className={clsx(styles.codeBlockContent, wrapped && styles.wrapped)}>
        {children}
        {isBrowser && (
          <div className={styles.buttons}>
            {(scrollable || wrapped) && <WordWrapButton wrapped={wrapped} onToggle={() => setWrapped(!wrapped)} />}
            <CopyCodeButton code={() => content.current?.querySelector('code')?.textContent ?? ''} />
          </div>
        )}
      </div>
      {excerpt && (
        <p className={styles.excerptNote}>
          <strong>Excerpt:</strong> {excerpt}
        </p>
      )}
    </div>
  );
}
