import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import IconWordWrap from '@theme/Icon/WordWrap';

import styles from './styles.module.css';

interface Props {
  readonly wrapped: boolean;
  readonly onToggle: () => void;
}

/** The theme's word-wrap toggle of a code block, with its label and icon. */
export default function WordWrapButton({wrapped, onToggle}: Props) {
  const label = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={wrapped}
      className={clsx('clean-btn', wrapped && styles.enabled)}
      onClick={onToggle}
    >
      <IconWordWrap className={styles.icon} aria-hidden="true" />
    </button>
  );
}
