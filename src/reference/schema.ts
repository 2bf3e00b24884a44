import * as z from 'zod';

/**
 * The shape of one contract metadata file in `data/contracts/`: the contract's
 * ABI and its NatSpec documentation, as solc and vyper emit them (`abi`,
 * `userdoc`, `devdoc`), plus a few fields of ours that place the page.
 *
 * The ABI is a fact and must match the deployed contract; the documentation
 * text is written by us.
 */

const text = z.string().trim().min(1);

const abiParameter: z.ZodType<AbiParameterShape> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string().regex(/^(tuple|[a-z]+[0-9]*)(\[[0-9]*\])*$/, 'is not a Solidity ABI type'),
    internalType: z.string().optional(),
    indexed: z.boolean().optional(),
    components: z.array(abiParameter).optional(),
  }),
);

export interface AbiParameterShape {
  name: string;
  type: string;
  internalType?: string | undefined;
  indexed?: boolean | undefined;
  components?: AbiParameterShape[] | undefined;
}

const stateMutability = z.enum(['pure', 'view', 'nonpayable', 'payable']);

const abiEntry = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('function'),
    name: text,
    inputs: z.array(abiParameter),
    outputs: z.array(abiParameter),
    stateMutability,
  }),
  z.object({type: z.literal('constructor'), inputs: z.array(abiParameter), stateMutability}),
  z.object({type: z.literal('event'), name: text, inputs: z.array(abiParameter), anonymous: z.boolean().optional()}),
  z.object({type: z.literal('error'), name: text, inputs: z.array(abiParameter)}),
  z.object({type: z.literal('fallback'), stateMutability}),
  z.object({type: z.literal('receive'), stateMutability: z.literal('payable')}),
]);

const notice = z.object({notice: text});
const devEntry = z.object({
  details: text.optional(),
  params: z.record(z.string(), text).optional(),
  returns: z.record(z.string(), text).optional(),
});

const userdoc = z.object({
  kind: z.literal('user').optional(),
  version: z.number().optional(),
  notice: text.optional(),
  methods: z.record(z.string(), notice).optional(),
  events: z.record(z.string(), notice).optional(),
  errors: z.record(z.string(), z.array(notice)).optional(),
});

const devdoc = z.object({
  kind: z.literal('dev').optional(),
  version: z.number().optional(),
  title: text.optional(),
  author: text.optional(),
  details: text.optional(),
  methods: z.record(z.string(), devEntry).optional(),
  events: z.record(z.string(), devEntry).optional(),
  errors: z.record(z.string(), z.array(devEntry)).optional(),
});

/** Interfaces whose functions a contract claims to implement; the consistency test checks each claim. */
export const STANDARDS = ['ERC20', 'ERC4626', 'ERC2612'] as const;

export const contractFileSchema = z
  .object({
    contract: text,
    version: text,
    language: z.enum(['solidity', 'vyper']),
    /** One sentence for the page's meta description and the index lists. */
    description: text.max(200),
    /**
     * The source file at the tag or full commit this ABI comes from; a branch
     * would drift after the release, so it is refused.
     */
    source: z
      .url()
      .regex(
        /^https:\/\/github\.com\/[^/]+\/[^/]+\/blob\/(?:v\d[^/]*|[0-9a-f]{40})\/.+/,
        'must link a tag (v...) or a full 40-character commit on GitHub, not a branch',
      ),
    /**
     * The exact compiler that built the release: the version the source's build
     * configuration pins (Solidity) or its version pragma (Vyper).
     */
    compiler: z.string().regex(/^(?:solc|vyper) \d+\.\d+\.\d+$/, 'must be "solc X.Y.Z" or "vyper X.Y.Z"'),
    inherits: z.array(text).optional(),
    implements: z.array(z.enum(STANDARDS)).optional(),
    /** Address book ids (`src/chain/addresses/`) of deployments of exactly this version. */
    deployments: z.array(text).optional(),
    /**
     * Another metadata file (path under `data/contracts/`, no extension) whose
     * documentation fills in entries this file leaves undocumented: an older
     * version only writes down what differs from the current one.
     */
    docsFrom: text.optional(),
    /** Page of the current version, for a deprecated version (path under `data/contracts/`). */
    current: text.optional(),
    /** Position in its sidebar category; pages without one follow in name order. */
    position: z.number().int().optional(),
    abi: z.array(abiEntry).min(1),
    userdoc: userdoc.default({}),
    devdoc: devdoc.default({}),
  })
  .strict();

export type ContractFile = z.infer<typeof contractFileSchema>;
export type AbiEntry = ContractFile['abi'][number];
export type UserDoc = ContractFile['userdoc'];
export type DevDoc = ContractFile['devdoc'];
export type DevEntry = z.infer<typeof devEntry>;

/** Parses one metadata file, with messages that name the field at fault. */
export function parseContractFile(raw: unknown, file: string): ContractFile {
  const result = contractFileSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new ReferenceDataError(`${file} is not a valid contract metadata file:\n${problems.join('\n')}`);
}

/** Raised when a metadata file is malformed or disagrees with itself. */
export class ReferenceDataError extends Error {
  override name = 'ReferenceDataError';
}
