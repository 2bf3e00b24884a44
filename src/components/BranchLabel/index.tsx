import {useSiteSettings} from '../../config/useSiteSettings';

import styles from './styles.module.css';

/**
 * Yellow label at the top right with the git branch, so a contributor sees
 * which branch `npm start` is previewing. The branch is only read in
 * development builds (src/config/env.ts), so production renders nothing.
 */
export default function BranchLabel() {
  const branch = useSiteSettings().gitBranch;
  if (!branch) return null;
  return (
    <div className={styles.label} role="status" aria-label={`Git branch ${branch}`}>
      {branch}
    </div>
  );
}
