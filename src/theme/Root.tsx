import type {ReactNode} from 'react';

import BranchLabel from '@site/src/components/BranchLabel';
import ChainProvider from '@site/src/components/ChainProvider';

/** Site-wide wrapper (Docusaurus renders Root around every page, once). */
export default function Root({children}: {readonly children: ReactNode}) {
  return (
    <ChainProvider>
      {children}
      <BranchLabel />
    </ChainProvider>
  );
}
