import type {ReactNode} from 'react';

export default function LateContent(): ReactNode {
  return <p>The late content has loaded.</p>;
}
