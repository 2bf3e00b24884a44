import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import CopyCodeButton from '@site/src/components/CopyCodeButton';
import {CODE_FENCE} from '@site/src/config/codeBlocks';
import styles from './styles.module.css';

interface Props {
  readonly language: string;
  readonly title?: string;
  /** The `<pre>` the build highlighted (plugins/code-blocks). */
  readonly children: ReactNode;
}

/**
 * A code block highlighted at build time, laid out like the theme's code
 * block (same classes for the box and highlighted lines) with its copy
 * button, but without Prism: the colours are in the markup and the stylesheet.
 */
export default function StaticCodeBlock({language, title, children}: Props) {
  const content = useRef<HTMLDivElement>(null);
  return (
    <div className={clsx(`language-${language}`, ThemeClassNames.common.codeBlock, CODE_FENCE.blockClass, styles.codeBlockContainer)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div ref={content} className={styles.codeBlockContent}>
        {children}
        <CopyCodeButton className={styles.buttons} code={() => content.current?.querySelector('code')?.textContent ?? ''} />
      </div>
    </div>
  );
}
