import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  userDocsSidebar: [
    'intro',
    'yearn-principles',
    {
      type: 'category',
      label: 'Products',
      link: {
        type: 'generated-index',
        slug: '/products',
        title: 'Yearn products',
        description:
          'Every Yearn product for depositors: yVaults, yLockers, yBAL and yPools. Each card opens the product overview.',
      },
      items: [
        {
          type: 'category',
          label: 'yVaults',
          link: {type: 'doc', id: 'products/yvaults/overview'},
          items: [
            'products/yvaults/v3',
            'products/yvaults/v2',
            'products/yvaults/vault-tokens',
            'products/yvaults/yvusd',
            'products/yvaults/yBold',
            'products/yvaults/yvaults-faq',
          ],
        },
        {
          type: 'category',
          label: 'Curation',
          link: {type: 'doc', id: 'products/curation'},
          items: [
            'products/curating/introduction',
            'products/curating/morpho-curating',
            'products/curating/term-curating',
          ],
        },
        {
          type: 'category',
          label: 'yLockers',
          link: {type: 'doc', id: 'products/ylockers/overview'},
          items: [
            {
              type: 'category',
              label: 'yCRV',
              link: {type: 'doc', id: 'products/ylockers/ycrv/overview'},
              items: ['products/ylockers/ycrv/ycrv-guide', 'products/ylockers/ycrv/ycrv-faq'],
            },
            {
              type: 'category',
              label: 'yYB',
              link: {type: 'doc', id: 'products/ylockers/yyb/overview'},
              items: [
                'products/ylockers/yyb/yyb-guide',
                'products/ylockers/yyb/yyb-faq',
                'products/ylockers/yyb/yyb-migration-guide',
              ],
            },
            'products/ylockers/yprisma/overview',
          ],
        },
        'products/ybal/overview',
        {
          type: 'category',
          label: 'yPools',
          link: {type: 'doc', id: 'products/ypools/ypools-overview'},
          items: [
            {
              type: 'category',
              label: 'yETH',
              link: {type: 'doc', id: 'products/ypools/yeth/overview'},
              items: ['products/ypools/yeth/yeth-faq'],
            },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides',
      items: [
        'guides/using-yearn-v3',
        'guides/using-yearn-v2',
        'guides/find-your-positions',
        'guides/staking-yfi',
        'guides/how-apy-works',
        'guides/how-boost-works',
        'guides/how-to-understand-yvault-roi',
        'guides/how-to-understand-strategies-descriptions',
        'guides/how-to-add-a-custom-token-to-metamask',
        'guides/user-faq',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
