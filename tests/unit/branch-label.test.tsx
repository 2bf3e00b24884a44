import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const context = vi.hoisted(() => ({customFields: {} as Record<string, unknown>}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({siteConfig: {customFields: context.customFields}}),
}));

import BranchLabel from '../../src/components/BranchLabel';

describe('BranchLabel', () => {
  it('shows the git branch when the build read one (development builds)', () => {
    context.customFields = {gitBranch: 'docs/new-vault-guide'};
    const html = renderToStaticMarkup(<BranchLabel />);
    expect(html).toContain('docs/new-vault-guide');
    expect(html).toContain('aria-label="Git branch docs/new-vault-guide"');
  });

  it('renders nothing in production builds, where no branch is read', () => {
    context.customFields = {gitBranch: undefined};
    expect(renderToStaticMarkup(<BranchLabel />)).toBe('');
  });
});
