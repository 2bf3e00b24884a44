/**
 * A drawn diagram's two SVGs as files that the bundles bring in with their
 * own rules (`diagramFileRule`): server rendering gets each file's markup,
 * which goes into the page's HTML, and the browser's bundle gets only the
 * URL of a copy of it in `assets/diagrams/`. A page loaded from the server
 * has the markup already, so the browser fetches a file only when a
 * client-side navigation renders the diagram. The page's JavaScript then no
 * longer carries a second copy of every SVG (on the V3 addresses page, 42 of
 * the 117 kB of its chunk were SVG text).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type {RootContent} from 'mdast';
import type {RuleSetRule} from 'webpack';

import {DIAGRAM_ELEMENT} from '../../src/diagrams/markup';
import {moduleAttribute} from '../mdx/attributes';

const EXTENSION = '.diagram';

/** Writes `markup` once under `dir`, named by its hash; returns the file's path. */
export function writeDiagramFile(dir: string, markup: string): string {
  const file = path.join(dir, `${createHash('sha256').update(markup).digest('hex').slice(0, 24)}${EXTENSION}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(file, markup);
  }
  return file;
}

/** The `mermaid` element of a drawn diagram, its SVGs written to `dir` and required from there. */
export function diagramFilesElement(light: string, dark: string, dir: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: DIAGRAM_ELEMENT,
    attributes: [
      moduleAttribute('light', writeDiagramFile(dir, light)),
      moduleAttribute('dark', writeDiagramFile(dir, dark)),
    ],
    children: [],
  };
}

/** How each bundle resolves a diagram file: its markup for server rendering, a hashed copy's URL for the browser. */
export function diagramFileRule(isServer: boolean): RuleSetRule {
  const test = new RegExp(`\\${EXTENSION}$`);
  return isServer
    ? {test, type: 'asset/source'}
    : {test, type: 'asset/resource', generator: {filename: 'assets/diagrams/[contenthash:8].svg'}};
}
