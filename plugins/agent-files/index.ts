/**
 * After the build, writes the files for AI assistants and scripts: the
 * address book and the contract reference as JSON (`/api/addresses.json`,
 * `/api/contracts.json`), the plain ABI of each contract version with their
 * index (`/api/abi/<Contract>/<version>.json`, `/api/abi/index.json`) and the
 * agent skill file (`/SKILL.md`). The MCP
 * server in mcp/ reads these, so it works against any build or deployment.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {publishedAbis} from '../../src/agents/abis';
import {addressBookFile, AGENT_API, contractIndexFile} from '../../src/agents/api';
import {skillMarkdown} from '../../src/agents/skill';
import {ADDRESS_BOOK} from '../../src/chain/addressBook';
import {DOCS_AREAS} from '../../src/config/areas';
import {SITE} from '../../src/config/site';
import {loadCatalog} from '../../src/reference/catalog';
import {loadGoldenAbis} from '../../src/reference/golden';
import {referenceDirs} from '../../src/reference/paths';

async function write(outDir: string, url: string, text: string): Promise<void> {
  const file = path.join(outDir, url);
  await fs.mkdir(path.dirname(file), {recursive: true});
  await fs.writeFile(file, text);
}

export default function agentFilesPlugin(context: LoadContext): Plugin {
  return {
    name: 'agent-files',
    async postBuild({outDir}) {
      const started = Date.now();
      const catalog = loadCatalog(referenceDirs(context.siteDir).dataDir, context.siteDir);
      const contracts = contractIndexFile(catalog);
      await write(outDir, AGENT_API.addresses, JSON.stringify(addressBookFile(ADDRESS_BOOK)));
      await write(outDir, AGENT_API.contracts, JSON.stringify(contracts));
      const abis = publishedAbis(catalog, loadGoldenAbis(context.siteDir));
      // Each file is the golden ABI unchanged, without the reference's own copy.
      for (const [url, abi] of abis.files) await write(outDir, url, JSON.stringify(abi));
      await write(outDir, AGENT_API.abis, JSON.stringify(abis.index));
      await write(outDir, AGENT_API.skill, skillMarkdown(SITE.url, DOCS_AREAS));
      console.log(
        `[agent-files] ${ADDRESS_BOOK.length} addresses, ${contracts.contracts.length} contract versions, ${abis.files.size} ABI files, SKILL.md, ${Date.now() - started} ms`,
      );
    },
  };
}
