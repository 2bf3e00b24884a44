import {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

import styles from './styles.module.css';

interface Props {
  /** The text to copy, read when the button is pressed. */
  readonly code: () => string;
}

/** How long the button says "Copied", as the theme's. */
const COPIED_MS = 1000;

/** The clipboard API where the page is a secure context, else the older selection copy. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** The copy button of a code block, with the theme's labels, icons and "Copied" feedback. */
export default function CopyCodeButton({code}: Props) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    await copyText(code());
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  const label = copied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });

  return (
    <button
      type="button"
      aria-label={label}
      title={translate({
        id: 'theme.CodeBlock.copy',
        message: 'Copy',
        description: 'The copy button label on code blocks',
      })}
      data-copied={copied || undefined}
      className={clsx('clean-btn', copied && styles.copied)}
      onClick={() => void copy()}
    >
      <span className={styles.icons} aria-hidden="true">
        <IconCopy className={styles.icon} />
        <IconSuccess className={styles.successIcon} />
      </span>
    </button>
  );
}
