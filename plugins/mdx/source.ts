/**
 * What a remark or rehype plugin can tell from the page's Markdown before it
 * walks the tree: a plugin whose nodes can only come from some text of the
 * source (a fence, a widget's name) has nothing to do on a page without it,
 * and walking a long page's tree is most of what such a plugin costs.
 */
import type {VFile} from 'vfile';

/**
 * False only when the file's text is known and holds none of `texts`; a tree
 * without its file (as tests build them) may hold anything.
 */
export function sourceMayContain(file: Pick<VFile, 'value'> | undefined, texts: readonly string[]): boolean {
  if (file?.value === undefined || file.value === null) return true;
  const source = String(file.value);
  return texts.some((text) => source.includes(text));
}
