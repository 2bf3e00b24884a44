import type {ContractFile} from './schema';

/**
 * The canonical text of a metadata file: two-space JSON, except that each ABI
 * entry sits on one line, so a diff between versions shows whole functions.
 */
export function formatContractFile(data: ContractFile | Record<string, unknown>): string {
  const lines = ['{'];
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  entries.forEach(([key, value], index) => {
    const comma = index < entries.length - 1 ? ',' : '';
    if (key === 'abi' && Array.isArray(value)) {
      const items = value.map((item, i) => `    ${JSON.stringify(item)}${i < value.length - 1 ? ',' : ''}`);
      lines.push(`  "abi": [`, ...items, `  ]${comma}`);
    } else {
      const text = JSON.stringify(value, null, 2).replace(/\n/g, '\n  ');
      lines.push(`  ${JSON.stringify(key)}: ${text}${comma}`);
    }
  });
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
