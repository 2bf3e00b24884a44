/**
 * `npm run social-cards`: draws the link-preview cards (one per docs area and
 * one for the home page) from our SVG template and saves them as PNG in
 * static/img/social/, with Debian's Chromium. Run it after changing an area's
 * label or summary, and commit the PNGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {DOCS_AREAS} from '../src/config/areas';
import {SITE} from '../src/config/site';
import {SOCIAL_CARD, socialCardPath, type SocialCardName} from '../src/config/seo';
import {socialCardSvg} from '../src/seo/socialCardSvg';
import {systemToolPath} from '../src/config/systemTools';

const cards: {name: SocialCardName; title: string; subtitle: string}[] = [
  {
    name: SOCIAL_CARD.defaultName,
    title: SITE.tagline,
    subtitle: 'Vaults, strategies, governance and contract addresses of the Yearn protocol.',
  },
  ...DOCS_AREAS.map((area) => ({name: area.id, title: area.label, subtitle: area.summary})),
];

async function main() {
  const browser = await chromium.launch({
    executablePath: systemToolPath('chromium'),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height}});
  for (const card of cards) {
    const file = path.join('static', socialCardPath(card.name));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    await page.setContent(`<body style="margin:0">${socialCardSvg(card.title, card.subtitle)}</body>`);
    await page.screenshot({path: file, clip: {x: 0, y: 0, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height}});
    console.log(`${file} (${(fs.statSync(file).size / 1024).toFixed(0)} kB)`);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
