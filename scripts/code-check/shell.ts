/**
 * Shell fences: each block must parse as bash (`bash -n`), and each Foundry
 * `cast` command in it must name a cast subcommand that exists, with
 * well-formed addresses and function signatures and as many arguments as its
 * signature takes.
 */
import {spawnSync} from 'node:child_process';
import {isAddress, parseAbiParameters} from 'viem';

import {where, type Fence} from './fences';
import type {Problem} from './solidity';

/**
 * Subcommands (with their visible aliases) of Foundry's cast, from
 * foundry-rs/foundry crates/cast/src/opts.rs (commit 1a6b863): the ones a
 * docs page is likely to use. Add a name here, from that file, when a page
 * needs another.
 */
export const CAST_SUBCOMMANDS: ReadonlySet<string> = new Set([
  ...[
    'call',
    'c',
    'send',
    's',
    'estimate',
    'e',
    'calldata',
    'cd',
    'mktx',
    'm',
    'publish',
    'p',
    'access-list',
    'ac',
    'acl',
  ],
  ...[
    'abi-encode',
    'ae',
    'decode-abi',
    'abi-decode',
    'ad',
    'decode-calldata',
    'calldata-decode',
    'cdd',
    'decode-event',
    'decode-error',
  ],
  ...[
    'sig',
    'si',
    'sig-event',
    'se',
    '4byte',
    '4byte-calldata',
    '4byte-event',
    'pretty-calldata',
    'pc',
    'keccak',
    'k',
    'keccak256',
  ],
  ...[
    'block',
    'bl',
    'block-number',
    'bn',
    'age',
    'a',
    'balance',
    'b',
    'base-fee',
    'basefee',
    'code',
    'co',
    'codesize',
    'cs',
    'codehash',
  ],
  ...[
    'nonce',
    'n',
    'storage',
    'st',
    'storage-root',
    'proof',
    'tx',
    't',
    'receipt',
    're',
    'logs',
    'l',
    'gas-price',
    'g',
    'find-block',
    'f',
  ],
  ...[
    'chain',
    'chain-id',
    'ci',
    'cid',
    'client',
    'cl',
    'implementation',
    'impl',
    'admin',
    'adm',
    'index',
    'in',
    'source',
    'src',
  ],
  ...[
    'resolve-name',
    'rn',
    'lookup-address',
    'la',
    'namehash',
    'nh',
    'compute-address',
    'ca',
    'create2',
    'c2',
    'interface',
    'i',
  ],
  ...['wallet', 'w', 'run', 'rpc', 'creation-code', 'artifact', 'constructor-args', 'disassemble', 'da'],
  ...[
    'to-wei',
    'tw',
    'from-wei',
    'fw',
    'to-unit',
    'parse-units',
    'pun',
    'format-units',
    'fun',
    'to-hex',
    'th',
    'to-dec',
    'td',
    'to-base',
  ],
  ...[
    'to-checksum-address',
    'to-checksum',
    'ta',
    'to-ascii',
    'to-utf8',
    'from-utf8',
    'to-bytes32',
    'pad',
    'to-uint256',
    'to-int256',
  ],
  ...[
    'max-uint',
    'max-int',
    'min-int',
    'address-zero',
    'az',
    'hash-zero',
    'hz',
    'concat-hex',
    'to-rlp',
    'from-rlp',
    'shl',
    'shr',
  ],
]);

/** Subcommands whose first positional is the target and second a function signature, then its arguments. */
const CALLS = new Set(['call', 'c', 'send', 's', 'estimate', 'e', 'mktx', 'm', 'access-list', 'ac', 'acl']);
/** Subcommands whose first positional is a function signature, then its arguments. */
const ENCODERS = new Set(['calldata', 'cd', 'abi-encode', 'ae']);

/** Options that take a value (common to the RPC, wallet and transaction options of cast). */
const VALUE_OPTIONS = new Set([
  ...[
    '--rpc-url',
    '-r',
    '--account',
    '--private-key',
    '--from',
    '-f',
    '--value',
    '--gas-limit',
    '--gas-price',
    '--priority-gas-price',
  ],
  ...[
    '--nonce',
    '--block',
    '-b',
    '-B',
    '--chain',
    '--etherscan-api-key',
    '--keystore',
    '--password',
    '--mnemonic',
    '--mnemonic-index',
  ],
  ...['--confirmations', '--timeout', '--blob-gas-price', '--auth', '--access-list', '--data', '--trace-depth'],
]);
const FLAG_OPTIONS = new Set([
  '--legacy',
  '--async',
  '--json',
  '--trezor',
  '--ledger',
  '--interactive',
  '-i',
  '--unlocked',
  '--create',
  '--trace',
  '--debug',
  '--flashbots',
  '--blob',
  '--cast-async',
  '--quiet',
  '-q',
]);

/**
 * The simple commands of a shell line, each as its words with quotes removed
 * (`$VAR` kept as written): split at `;`, `&&`, `||`, `|`, `$(` and `)`
 * outside quotes, up to a comment.
 */
function commandsOf(text: string): string[][] {
  const commands: string[][] = [[]];
  let word: string | undefined;
  const end = () => {
    if (word !== undefined) commands[commands.length - 1]!.push(word);
    word = undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      const close = text.indexOf(c, i + 1);
      const stop = close < 0 ? text.length : close;
      word = (word ?? '') + text.slice(i + 1, stop);
      i = stop;
    } else if (c === '\\' && i + 1 < text.length) word = (word ?? '') + text[++i];
    else if (/\s/.test(c)) end();
    else if (c === '#' && word === undefined) break;
    else if (';|&)'.includes(c) || (c === '$' && text[i + 1] === '(')) {
      end();
      if (c === '$') i++;
      while ('|&'.includes(text[i + 1] ?? '') && text[i + 1] !== undefined) i++;
      commands.push([]);
    } else word = (word ?? '') + c;
  }
  end();
  return commands.filter((command) => command.length);
}

const SIGNATURE = /^([A-Za-z_$][\w$]*)\(([^()]*(?:\([^()]*\)[^()]*)*)\)(?:\((.*)\))?$/;

/** Number of inputs of a cast signature `name(types)(outputs)`, or an error message. */
function signatureInputs(signature: string): number | string {
  const match = SIGNATURE.exec(signature);
  if (!match) return `"${signature}" is not a function signature name(types)(return types)`;
  try {
    const inputs = match[2] ? parseAbiParameters(match[2]).length : 0;
    if (match[3]) parseAbiParameters(match[3]);
    return inputs;
  } catch (error) {
    return `"${signature}" has a malformed type list: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Problems in one `cast ...` command (its words after `cast`). */
export function checkCastCommand(args: readonly string[]): string[] {
  const problems: string[] = [];
  const [sub, ...rest] = args;
  if (!sub) return ['`cast` without a subcommand'];
  if (!CAST_SUBCOMMANDS.has(sub)) return [`unknown cast subcommand "${sub}"`];
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i]!;
    if (word.startsWith('-') && !/^-\d/.test(word)) {
      const option = word.split('=')[0]!;
      if (VALUE_OPTIONS.has(option)) {
        if (!word.includes('=')) i++;
        if (!word.includes('=') && rest[i] === undefined) problems.push(`option ${option} needs a value`);
      } else if (!FLAG_OPTIONS.has(option)) problems.push(`unknown cast option ${option}`);
      continue;
    }
    positional.push(word);
  }
  for (const word of positional)
    if (/^0x[0-9a-fA-F]{40}$/.test(word) && !isAddress(word))
      problems.push(`${word} is not a valid address (wrong checksum)`);
    else if (/^0x[0-9a-fA-F]{30,50}$/.test(word) && word.length !== 42)
      problems.push(`${word} looks like an address but has ${word.length - 2} hex digits, not 40`);
  const signatureAt = CALLS.has(sub) ? 1 : ENCODERS.has(sub) ? 0 : -1;
  if (signatureAt >= 0) {
    const signature = positional[signatureAt];
    if (signature === undefined)
      problems.push(`cast ${sub} needs ${signatureAt ? 'a target and ' : ''}a function signature`);
    else if (!signature.startsWith('$')) {
      const inputs = signatureInputs(signature);
      if (typeof inputs === 'string') problems.push(inputs);
      else {
        const given = positional.length - signatureAt - 1;
        if (given !== inputs) problems.push(`${signature} takes ${inputs} argument(s), the command gives ${given}`);
      }
    }
  }
  return problems;
}

/** The `cast` commands of a script: line continuations joined, one per command position (line start, `;`, `&&`, `||`, `|`, `$(`). */
export function castCommands(code: string): {line: number; args: string[]}[] {
  const commands: {line: number; args: string[]}[] = [];
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i]!;
    while (text.endsWith('\\') && i + 1 < lines.length) text = text.slice(0, -1) + ' ' + lines[++i];
    for (const parts of commandsOf(text))
      if (parts[0] === 'cast') commands.push({line: start + 1, args: parts.slice(1)});
  }
  return commands;
}

export function checkShell(fences: readonly Fence[]): Problem[] {
  const problems: Problem[] = [];
  for (const fence of fences) {
    const result = spawnSync('bash', ['-n'], {input: fence.code, encoding: 'utf8'});
    if (result.status !== 0) {
      for (const message of result.stderr.trim().split('\n')) {
        const line = Number(/line (\d+):/.exec(message)?.[1] ?? 1);
        problems.push({where: where(fence, line), message: `bash -n: ${message.replace(/^bash: (line \d+: )?/, '')}`});
      }
    }
    for (const command of castCommands(fence.code))
      for (const message of checkCastCommand(command.args)) problems.push({where: where(fence, command.line), message});
  }
  return problems;
}
