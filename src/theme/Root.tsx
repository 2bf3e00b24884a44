import type {ReactNode} from 'react';

import BranchLabel from '@site/src/components/BranchLabel';

/** Site-wide wrapper (Docusaurus renders Root around every page, once). */
export default function Root({children}: {readonly children: ReactNode}) {
  return (
    <>
      {children}
      <BranchLabel />
    </>
  );
}
