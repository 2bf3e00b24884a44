import type {InputHTMLAttributes, ReactNode} from 'react';

import {SEARCH} from '@site/src/config/search';
import styles from './styles.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength' | 'placeholder'> {
  readonly id: string;
  /** Shown after the input, e.g. a submit button. */
  readonly children?: ReactNode;
}

/**
 * The labelled search input of the /search and not-found pages: the same
 * placeholder and length limit as the modal (src/config/search.ts), in one place.
 */
export default function SearchField({id, children, className, ...input}: Props) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Search the docs
      </label>
      <input
        {...input}
        id={id}
        type="search"
        maxLength={SEARCH.maxQueryLength}
        placeholder={SEARCH.placeholder}
        className={className ? `${styles.input} ${className}` : styles.input}
      />
      {children}
    </div>
  );
}
