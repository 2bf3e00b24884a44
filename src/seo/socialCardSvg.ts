/**
 * Our link-preview card (static/img/social-card.svg) with a title and a
 * subtitle: one per docs area, rendered to PNG by scripts/render-social-cards.ts.
 */
import {SOCIAL_CARD} from '../config/seo';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits a sentence into lines of at most `max` characters, at spaces. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const SUBTITLE_LINE_CHARS = 52;
const SUBTITLE_MAX_LINES = 3;

export function socialCardSvg(title: string, subtitle: string): string {
  const {width, height} = SOCIAL_CARD;
  const lines = wrapWords(subtitle, SUBTITLE_LINE_CHARS).slice(0, SUBTITLE_MAX_LINES);
  const subtitleTspans = lines
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 50}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#0657f9"/>
  <circle cx="1040" cy="120" r="260" fill="#ffffff" opacity="0.08"/>
  <circle cx="1120" cy="560" r="180" fill="#ffffff" opacity="0.06"/>
  <g transform="translate(96 80) scale(2)">
    <circle cx="32" cy="32" r="30" fill="#ffffff"/>
    <path d="M20 17 L32 33 L44 17 M32 33 L32 48" fill="none" stroke="#0657f9" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="250" y="160" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="700" fill="#dbe6ff">Yearn Docs</text>
  <text x="96" y="350" font-family="Helvetica, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="96" y="440" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#dbe6ff">${subtitleTspans}</text>
</svg>
`;
}
