/**
 * The index sources of the contract reference (`data/contracts/`), for
 * Node: the MCP server and the tests. Every contract version the reference
 * documents becomes one source, so a release added to the reference is in
 * the index with no further step.
 */
import path from 'node:path';

import {loadCatalog, type Catalog} from '../reference/catalog';
import {REFERENCE_ROUTE} from '../reference/paths';
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
