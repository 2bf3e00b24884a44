import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {yipsSidebarCategory} from '../src/yips/sidebar';

const sidebars = {
  mySidebar: [
    'introduction',
    'contribute',
    'contributor-tools',
    {
      type: 'category',
      label: 'Governance',
      link: {type: 'doc', id: 'governance/governance-and-operations'},
      items: [
        'governance/proposal-process',
        'governance/proposal-repository',
        // One page per YIP, generated from data/yips.json, so the list cannot drift from the data.
        yipsSidebarCategory(),
        'governance/yfi',
        'governance/styfi',
        'governance/migrating-from-veyfi',
        'governance/liquid-lockers',
        {
          type: 'category',
          label: 'veYFI',
          link: {type: 'doc', id: 'governance/veYFI-intro'},
          items: [
            'governance/veyfi',
            'governance/veyfi-faq',
            'governance/veyfi-calculator',
            'governance/veYFI-comp-summary',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Operations',
      items: ['operations/decision-making', 'operations/budget', 'operations/osc-levels'],
    },
    {
      type: 'category',
      label: 'Documentation',
      items: ['documentation/working-on-docs', 'documentation/writing-style-guide'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
