import type {AbiParameterShape} from './schema';

/**
 * Signatures of ABI entries: the canonical form that selectors and NatSpec
 * keys use (`deposit(uint256,address)`), and the declarations a reader sees,
 * in the contract's own language.
 */

export type Mutability = 'pure' | 'view' | 'nonpayable' | 'payable';

export interface Callable {
  readonly name: string;
  readonly inputs: readonly AbiParameterShape[];
}

/** `uint256`, `(address,uint256)[]`: the type as it enters a selector. */
export function canonicalType(param: AbiParameterShape): string {
  if (!param.type.startsWith('tuple')) return param.type;
  const suffix = param.type.slice('tuple'.length);
  return `(${(param.components ?? []).map(canonicalType).join(',')})${suffix}`;
}

/** `deposit(uint256,address)`: the key of NatSpec entries and the preimage of the selector. */
export function canonicalSignature(item: Callable): string {
  return `${item.name}(${item.inputs.map(canonicalType).join(',')})`;
}

/**
 * The type as the source declares it: struct and contract names come from
 * `internalType` (`struct StrategyParams`, `contract IERC20`) when the
 * compiler recorded them.
 */
export function displayType(param: AbiParameterShape): string {
  const internal = param.internalType;
  if (internal) {
    const named = /^(?:struct|contract|enum) (?:[A-Za-z0-9_]+\.)?([A-Za-z0-9_]+(?:\[[0-9]*\])*)$/.exec(internal);
    if (named) return named[1]!;
  }
  return canonicalType(param);
}

type DataLocation = 'calldata' | 'memory' | null;

/** Reference types (arrays, strings, bytes, structs) carry a data location in a Solidity declaration. */
function solidityParam(
  param: AbiParameterShape,
  location: DataLocation,
  index: number,
  kind: 'input' | 'output',
): string {
  const type = displayType(param);
  const isReference = /\[|^string$|^bytes$|^\(/.test(type) || param.internalType?.startsWith('struct ') === true;
  const name = param.name || (kind === 'input' ? `arg${index}` : '');
  return [type, param.indexed ? 'indexed' : '', location && isReference ? location : '', name]
    .filter(Boolean)
    .join(' ');
}

export interface FunctionShape extends Callable {
  readonly outputs: readonly AbiParameterShape[];
  readonly stateMutability: Mutability;
}

/** `function deposit(uint256 assets, address receiver) external returns (uint256)` */
export function solidityFunction(item: FunctionShape): string {
  const params = item.inputs.map((p, i) => solidityParam(p, 'calldata', i, 'input')).join(', ');
  const mutability = item.stateMutability === 'nonpayable' ? '' : ` ${item.stateMutability}`;
  const returns = item.outputs.length
    ? ` returns (${item.outputs.map((p, i) => solidityParam(p, 'memory', i, 'output')).join(', ')})`
    : '';
  return `function ${item.name}(${params}) external${mutability}${returns};`;
}

/** `event Deposit(address indexed sender, ...)` and `error Unauthorized(...)`. */
export function solidityDeclaration(keyword: 'event' | 'error', item: Callable): string {
  const params = item.inputs.map((p, i) => solidityParam(p, null, i, 'input')).join(', ');
  return `${keyword} ${item.name}(${params});`;
}

export function solidityConstructor(inputs: readonly AbiParameterShape[], stateMutability: Mutability): string {
  const params = inputs.map((p, i) => solidityParam(p, 'memory', i, 'input')).join(', ');
  return `constructor(${params})${stateMutability === 'payable' ? ' payable' : ''};`;
}

/** Vyper spells dynamic arrays `DynArray[T, N]`; the ABI keeps only `T[]`, so the bound is not shown. */
function vyperType(param: AbiParameterShape): string {
  const type = displayType(param);
  return type
    .replace(/^(.*)\[\]$/, 'DynArray[$1, ...]')
    .replace(/^string$/, 'String[...]')
    .replace(/^bytes$/, 'Bytes[...]');
}

function vyperParams(inputs: readonly AbiParameterShape[]): string {
  return inputs.map((p, i) => `${p.name || `arg${i}`}: ${vyperType(p)}`).join(', ');
}

/** `@external\n@view\ndef totalAssets() -> uint256` */
export function vyperFunction(item: FunctionShape): string {
  const decorators = ['@external'];
  if (item.stateMutability !== 'nonpayable') decorators.push(`@${item.stateMutability}`);
  const outputs = item.outputs.map(vyperType);
  const returns = outputs.length === 0 ? '' : ` -> ${outputs.length === 1 ? outputs[0] : `(${outputs.join(', ')})`}`;
  return `${decorators.join('\n')}\ndef ${item.name}(${vyperParams(item.inputs)})${returns}: ...`;
}

export function vyperEvent(item: Callable): string {
  const fields = item.inputs.map(
    (p, i) => `    ${p.name || `arg${i}`}: ${p.indexed ? `indexed(${vyperType(p)})` : vyperType(p)}`,
  );
  return `event ${item.name}:\n${fields.length ? fields.join('\n') : '    pass'}`;
}

export function vyperConstructor(inputs: readonly AbiParameterShape[]): string {
  return `@external\ndef __init__(${vyperParams(inputs)}): ...`;
}
