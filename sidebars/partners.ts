import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  partners: [
    'introduction',
    'integration_guide',
    'yvtokens-as-collateral',
    'partner-tracker',
    'submit_pr',
  ],
} satisfies SidebarsConfig;

export default sidebars;
