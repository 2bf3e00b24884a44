import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  developers: [
    'building-on-yearn',
    {
      type: 'category',
      label: 'V3',
      items: [
        'v3/overview',
        'v3/Integrating_v3',
        'v3/strategy_writing_guide',
        'v3/vault_deployment',
        'v3/vault_management',
        'v3/periphery',
        'v3/protocol_fees',
      ],
    },
    'auctions',
    'front-end-development',
    'wallet-integration',
    {
      type: 'category',
      label: 'Contract addresses',
      link: {type: 'doc', id: 'addresses/index'},
      items: [
        'addresses/core-contracts',
        'addresses/v3-contracts',
        'addresses/veyfi-contracts',
        'addresses/v2-contracts',
        'addresses/ycrv-contracts',
        'addresses/ypools-contracts',
        'addresses/lens-contracts',
        'addresses/yprisma-contracts',
      ],
    },
    {
      type: 'category',
      label: 'Data services',
      link: {type: 'doc', id: 'data-services/yearn-data'},
      items: [
        'data-services/yearn-api',
        'data-services/yearn-stack',
        'data-services/subgraph-info',
        'data-services/entities',
        'data-services/queries',
        'data-services/yearn-lens',
      ],
    },
    {
      type: 'category',
      label: 'Security',
      link: {type: 'doc', id: 'security/index'},
      items: [
        'security/EMERGENCY',
        'security/multisig',
        'security/testing',
        {
          type: 'category',
          label: 'Risks',
          link: {type: 'doc', id: 'security/risks/index'},
          items: [
            'security/risks/risk-score',
            'security/risks/protocol-risks',
            'security/risks/vault-risks',
            'security/risks/strategy-risks',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'yPools',
      link: {type: 'doc', id: 'ypools/ypools-overview'},
      items: [
        'ypools/ypools-roles',
        {
          type: 'category',
          label: 'yETH',
          link: {type: 'doc', id: 'ypools/yeth/yeth-overview'},
          items: ['ypools/yeth/adding-assets'],
        },
      ],
    },
    {
      type: 'category',
      label: 'V2 (legacy)',
      items: [
        'v2/getting-started',
        'v2/SPECIFICATION',
        'v2/OPERATIONS',
        'v2/DEPLOYMENT',
        'v2/CONTRACTS_REVIEW',
        'v2/naming-convention',
        'v2/vault-factory',
        'v2/yswaps',
        'v2/hacking-with-yearn',
        'v2/fork-yearn-ui',
        'v2/ledger-plugin',
        'v2/additional-resources',
      ],
    },
    {
      type: 'category',
      label: 'V1 (deprecated)',
      items: ['v1/introduction', 'v1/interfaces'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
