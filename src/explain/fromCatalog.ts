/**
 * The index sources of the contract reference (`data/contracts/`), for
 * Node: the MCP server and the tests. Every contract version the reference
 * documents becomes one source, so a release added to the reference is in
 * the index with no further step.
 */
import path from 'node:path';

import {toFunctionSelector} from 'viem';

import {loadCatalog, type Catalog} from '../reference/catalog';
import {REFERENCE_ROUTE} from '../reference/paths';
import {canonicalSignature} from '../reference/signature';
import {buildSelectorIndex, type IndexSource, type SelectorIndex} from './selectorIndex';
import {WRAPPER_SOURCES} from './wrappers';

export function catalogSources(catalog: Catalog): IndexSource[] {
  return catalog.pages.flatMap((page) => {
    if (page.kind !== 'contract') return [];
    const {model} = page;
    const docs = new Map(
      [...model.functions, ...model.errors].map((entry) => [
        `${entry.kind}:${entry.signature}`,
        {
          anchor: entry.anchor,
          ...(entry.notice ? {notice: entry.notice} : {}),
          ...(entry.details ? {details: entry.details} : {}),
        },
      ]),
    );
    return [
      {
        contract: model.contract,
        version: model.version,
        deprecated: page.deprecated,
        page: `${REFERENCE_ROUTE}/${page.path}`,
        deployments: page.data.deployments ?? [],
        abi: page.data.abi,
        docs,
      },
    ];
  });
}

/** The index of the reference under `repoRoot` plus the wrappers Yearn signs through. */
export function loadSelectorIndex(repoRoot = process.cwd()): SelectorIndex {
  const catalog = loadCatalog(path.join(repoRoot, 'data/contracts'), repoRoot);
  return buildSelectorIndex([...catalogSources(catalog), ...WRAPPER_SOURCES]);
}

/**
 * The functions and errors of the catalog's contract versions that `index`
 * lacks, as `VaultV3 3.1.0 add_role(address,uint256)`: empty when the index
 * was built from this catalog by `loadSelectorIndex`; anything else means a
 * release was added to the reference after the index was built, or left out
 * when it was built.
 */
export function missingFromIndex(catalog: Catalog, index: SelectorIndex): string[] {
  return catalog.pages.flatMap((page) => {
    if (page.kind !== 'contract') return [];
    return page.data.abi.flatMap((entry) => {
      if (entry.type !== 'function' && entry.type !== 'error') return [];
      const signature = canonicalSignature(entry);
      const table = entry.type === 'function' ? index.functions : index.errors;
      const found = table[toFunctionSelector(signature)]?.some(
        (c) => c.contract === page.model.contract && c.version === page.model.version,
      );
      return found ? [] : [`${page.model.contract} ${page.model.version} ${signature}`];
    });
  });
}
