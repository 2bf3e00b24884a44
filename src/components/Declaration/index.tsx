import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';

import styles from './styles.module.css';

interface Props {
  readonly code: string;
  readonly language: string;
}

/**
 * A declaration (function, event or error signature) highlighted with the
 * site's Prism theme, as a plain <pre>: no buttons, no state, no effects, so
 * a page with a hundred of them hydrates cheaply. Long lines wrap instead of
 * scrolling. Rendered for fences flagged `declaration` (src/theme/CodeBlock,
 * which also registers the Prism languages before this renders).
 */
export default function Declaration({code, language}: Props) {
  const theme = usePrismTheme();
  return (
    <Highlight theme={theme} code={code.replace(/\n$/, '')} language={language}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={clsx(className, styles.declaration)} style={style}>
          <code>
            {tokens.map((line, i) => (
              <span key={i} {...getLineProps({line})}>
                {line.map((token, j) => (
                  <span key={j} {...getTokenProps({token})} />
                ))}
                {i < tokens.length - 1 ? '\n' : null}
              </span>
            ))}
          </code>
        </pre>
      )}
    </Highlight>
  );
}
