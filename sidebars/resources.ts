import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  resources: [
    // Deprecated Projects comes first: its first page is the area's main doc, as the previous Yearn docs had it.
    {
      type: 'category',
      label: 'Deprecated Projects',
      link: {type: 'doc', id: 'deprecated/index'},
      items: [
        'deprecated/delegated-funding-dao-vaults',
        'deprecated/yearn',
        'deprecated/stablecredit',
        'deprecated/vecrv-boosts',
        'deprecated/woofy',
        'deprecated/ybribe/ybribe',
        'deprecated/ygift',
        'deprecated/ytrade',
        {
          type: 'category',
          label: 'yPrisma',
          link: {type: 'doc', id: 'deprecated/yPrisma/overview'},
          items: [
            'deprecated/yPrisma/yprisma-guide',
            'deprecated/yPrisma/yprisma-faq',
            'deprecated/yPrisma/yprisma-contracts',
          ],
        },
      ],
    },
    'defi-glossary',
    'faq',
    'links',
  ],
} satisfies SidebarsConfig;

export default sidebars;
