/**
 * Data fences: a JSON block must parse as JSON and a YAML block as YAML (a
 * front matter sample, between its `---` lines, is a YAML document too).
 */
import {parseAllDocuments} from 'yaml';

import {where, type Fence} from './fences';
import type {Problem} from './solidity';

export function checkData(fences: readonly Fence[]): Problem[] {
  const problems: Problem[] = [];
  for (const fence of fences) {
    if (fence.lang === 'json') {
      try {
        JSON.parse(fence.code);
      } catch (error) {
        problems.push({where: where(fence), message: `not valid JSON: ${(error as Error).message}`});
      }
      continue;
    }
    for (const document of parseAllDocuments(fence.code)) {
      const [first] = document.errors;
      if (first) problems.push({where: where(fence), message: `not valid YAML: ${first.message.split('\n')[0]}`});
    }
  }
  return problems;
}
