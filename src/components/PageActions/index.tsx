import {useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {markdownUrl} from '@site/src/docs/markdownUrl';
import {feedbackIssueUrl} from '@site/src/docs/feedback';
import styles from './styles.module.css';

interface Props {
  readonly title: string;
  /** The page's path on the site, e.g. /developers/v3/overview. */
  readonly permalink: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Under each docs page: copy the page as Markdown (from its plain Markdown
 * copy, written at build time) and tell us whether the page helped.
 */
export default function PageActions({title, permalink}: Props) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const source = useBaseUrl(markdownUrl(permalink));

  const copyMarkdown = async () => {
    try {
      const response = await fetch(source);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setCopy('copied');
    } catch (error) {
      console.warn('Copy page as Markdown failed', error);
      setCopy('failed');
    }
  };

  return (
    <div className={styles.actions}>
      <div className={styles.copy}>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={copyMarkdown}>
          Copy page as Markdown
        </button>
        <span role="status" className={styles.status}>
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'failed' && (
            <>
              Could not copy. <a href={source}>Open the Markdown</a> instead.
            </>
          )}
        </span>
      </div>
      <div className={styles.feedback}>
        <span>Was this page helpful?</span>
        <a href={feedbackIssueUrl(title, permalink, true)} target="_blank" rel="noopener noreferrer">
          Yes
        </a>
        <a href={feedbackIssueUrl(title, permalink, false)} target="_blank" rel="noopener noreferrer">
          No
        </a>
      </div>
    </div>
  );
}
