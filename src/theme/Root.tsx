import type {ReactNode} from 'react';

import BranchLabel from '@site/src/components/BranchLabel';
import SearchProvider from '@site/src/components/Search/Provider';

/** Site-wide wrapper (Docusaurus renders Root around every page, once). */
export default function Root({children}: {readonly children: ReactNode}) {
  return (
    <SearchProvider>
      {children}
      <BranchLabel />
    </SearchProvider>
  );
}
