/**
 * How pages give their sources. A source is cited in one form across the site, a line of its own that starts
 * `Source:` or `Sources:` (or a `Source` row in a generated page's facts table), whose links read
 * `owner/repo@<tag or short commit>:<path>` as code and point at that file or folder on GitHub, plus the on-chain address
 * where it matters, as an explorer link whose text is the address:
 *
 *   Source: [`yearn/yearn-vaults-v3@v3.0.4:contracts/VaultFactory.vy`](https://github.com/yearn/yearn-vaults-v3/blob/v3.0.4/contracts/VaultFactory.vy)
 *
 * The content check rejects a citation in any other form (`citationProblems`); the remark plugin
 * `plugins/source-lines` marks Source lines so the site shows them as such.
 */

/** A paragraph that gives sources starts with this label. */
export const SOURCE_LINE_LABEL = /^Sources?:\s/;

/** The class the rendered Source line carries (styled in src/css/custom.css). */
export const SOURCE_LINE_CLASS = 'source-line';

/** Length of a commit as a Source link's text shows it. */
export const SHORT_COMMIT_LENGTH = 7;

export type RefKind = 'commit' | 'tag' | 'branch';

export interface RepositoryFile {
  readonly owner: string;
  readonly repo: string;
  readonly ref: string;
  /** The file or folder inside the repository, without leading or trailing slash. */
  readonly path: string;
}

const COMMIT = /^[0-9a-f]{7,40}$/;
/** Yearn's release tags all start with a version number (`v3.0.4`, `v0.4.6`, `v3.02`, `1.0.5`). */
const TAG = /^v?\d/;

/** A commit (7 to 40 hex digits), a release tag, or anything else, which is taken for a branch. */
export function refKind(ref: string): RefKind {
  if (COMMIT.test(ref)) return 'commit';
  return TAG.test(ref) ? 'tag' : 'branch';
}

const GITHUB_FILE = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+)\/(?:blob|tree)\/([^/#?]+)\/?([^#?]*)/;

/** The repository, ref and path of a GitHub file or folder link (`/blob/` or `/tree/`), if it is one. */
export function parseRepositoryUrl(url: string): RepositoryFile | undefined {
  const match = GITHUB_FILE.exec(url);
  if (!match) return undefined;
  const [, owner, repo, ref, rest] = match;
  return {owner: owner!, repo: repo!, ref: ref!, path: decodeURIComponent(rest!).replace(/\/+$/, '')};
}

/** The text a Source link shows: `owner/repo@<tag or short commit>:<path>`. */
export function sourceLinkText(file: RepositoryFile): string {
  const ref = refKind(file.ref) === 'commit' ? file.ref.slice(0, SHORT_COMMIT_LENGTH) : file.ref;
  return `${file.owner}/${file.repo}@${ref}:${file.path}`;
}

export class SourceLinkError extends Error {
  override name = 'SourceLinkError';
}

/** The text a Source link shows for a GitHub file or folder URL. */
export function sourceLabel(url: string): string {
  const file = parseRepositoryUrl(url);
  if (!file) throw new SourceLinkError(`not a GitHub file or folder link: ${url}`);
  return sourceLinkText(file);
}

/** A Source link in Markdown for a GitHub file or folder URL at a tag or commit; its text is code, so the `:` before
 * the path cannot start a Markdown directive. */
export function sourceLink(url: string): string {
  return `[\`${sourceLabel(url)}\`](${url})`;
}

/** Whether a line of Markdown is a Source line or a `Source` row of a table. */
export function isSourceLine(line: string): boolean {
  const text = line.trim();
  return SOURCE_LINE_LABEL.test(text) || /^\|\s*Sources?\s*\|/.test(text);
}

const EXPLORER_ADDRESS = /^https:\/\/[\w.-]+\/address\/(0x[0-9a-fA-F]{40})(?:[/#?].*)?$/;
const INLINE_LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** A commit as prose names it: 7 to 40 hex digits, not part of a word, path, URL or 0x value. */
const PROSE_COMMIT = /(?<![\w/.#@:-])`?([0-9a-f]{7,40})`?(?![\w/:-]|\.\w)/g;
const PROSE_TAG = /\bat tag `?(v\d[\w.-]*)`?/g;

export const EXPECTED_FORM =
  'Source: [`owner/repo@<tag or short commit>:<path>`](https://github.com/owner/repo/blob/<tag or commit>/<path>)';

export interface CitationProblem {
  /** 1-based line of the text given. */
  readonly line: number;
  readonly message: string;
}

/** Problems of the links on one Source line. */
function sourceLineProblems(text: string): string[] {
  const problems: string[] = [];
  let links = 0;
  for (const [, label = '', url = ''] of text.matchAll(INLINE_LINK)) {
    links += 1;
    const shown = label.replace(/`/g, '');
    const address = EXPLORER_ADDRESS.exec(url);
    if (address) {
      if (!shown.toLowerCase().includes(address[1]!.toLowerCase()))
        problems.push(`the address link "${label}" must show its address, ${address[1]}`);
      continue;
    }
    const file = parseRepositoryUrl(url);
    if (!file) {
      problems.push(
        /^https:\/\/github\.com\//.test(url)
          ? `"${label}" links a repository without a ref and path (${url}): link the file at its tag or commit, ${EXPECTED_FORM}`
          : `a Source line links repository files and explorer addresses only, not ${url}`,
      );
      continue;
    }
    if (refKind(file.ref) === 'branch') {
      problems.push(`"${label}" cites the branch "${file.ref}": cite a tag or commit, ${EXPECTED_FORM}`);
      continue;
    }
    if (!file.path) {
      problems.push(`"${label}" lacks the path of the file or folder it cites: ${EXPECTED_FORM}`);
      continue;
    }
    const expected = `\`${sourceLinkText(file)}\``;
    if (label !== expected) problems.push(`the link "${label}" must read ${expected}`);
  }
  // A table's `Source` column header is not a citation; a Source line with nothing to follow is.
  if (links === 0 && !text.startsWith('|')) problems.push(`a Source line without a link: ${EXPECTED_FORM}`);
  return problems;
}

/** Problems of a line outside Source lines: a pinned source link, or a commit or tag cited in prose. */
function proseProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [, label = '', url = ''] of text.matchAll(INLINE_LINK)) {
    const file = parseRepositoryUrl(url);
    if (!file) continue;
    const kind = refKind(file.ref);
    if (kind !== 'branch') {
      problems.push(
        `"${label}" cites ${sourceLinkText(file)} inside a sentence: give it on a Source line, ${EXPECTED_FORM}`,
      );
    } else if (!/\.md$/i.test(file.path)) {
      // A document (a disclosure, a policy) may be linked at its branch to send the reader to its current text;
      // code and data are cited at the tag or commit the page describes.
      problems.push(
        `"${label}" links ${file.path || 'a repository'} at the branch "${file.ref}": cite a tag or commit on a Source line, ${EXPECTED_FORM}`,
      );
    }
  }
  const prose = text
    .replace(INLINE_LINK, (_, label: string) => label)
    .replace(/0x[0-9a-fA-F]+/g, ' ')
    // A table cell that is only a commit names a version (a contract without a release number), not a source.
    .replace(/\|\s*`[0-9a-f]{7,40}`\s*(?=\|)/g, '| ');
  for (const [, commit = ''] of prose.matchAll(PROSE_COMMIT)) {
    if (!/\d/.test(commit) || !/[a-f]/.test(commit)) continue;
    problems.push(`names commit ${commit} in a sentence: give the source on a Source line, ${EXPECTED_FORM}`);
  }
  for (const [phrase] of prose.matchAll(PROSE_TAG)) {
    problems.push(`cites a source "${phrase}" in a sentence: give it on a Source line, ${EXPECTED_FORM}`);
  }
  return problems;
}

/** Every citation on a page (its Markdown body) that is not in the site's one form, by line. */
export function citationProblems(body: string): CitationProblem[] {
  const problems: CitationProblem[] = [];
  let fence: string | undefined;
  body.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (fence) return;
    const text = line.trim();
    const found = isSourceLine(text)
      ? sourceLineProblems(text)
      : proseProblems(text.replace(/`[^`]*`/g, (code) => (/^`[0-9a-f]{7,40}`$|^`v\d/.test(code) ? code : '``')));
    for (const message of found) problems.push({line: index + 1, message});
  });
  return problems;
}
