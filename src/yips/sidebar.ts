import data from '../../data/yips.json';
import {yipDocId, YIPS_INDEX_DOC_ID} from './paths';

/**
 * The contributing sidebar's YIP category, made from the data file so the
 * sidebar lists exactly the generated pages (newest first). Read without the
 * schema: the build validates the data when it generates the pages.
 */
export function yipsSidebarCategory() {
  const numbers = (data.yips as {number: number}[]).map((y) => y.number).sort((a, b) => b - a);
  return {
    type: 'category' as const,
    label: 'YIP archive',
    collapsed: true,
    link: {type: 'doc' as const, id: YIPS_INDEX_DOC_ID},
    items: numbers.map(yipDocId),
  };
}
