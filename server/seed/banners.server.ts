/**
 * The home carousel's campaign banners (issue 24 point 9): a composed picture per campaign, headline, sub-line and
 * call to action of the page it links to, in the brand's colours, legible at 1190 px, with the campaign's spice drawn
 * on the right. SVG rendered by sharp (text in Noto Sans CJK through fontconfig, as the browser journeys need
 * anyway); the same input gives the same picture.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sizedStem } from '../../src/lib/responsive-image';
import { writeVariants } from '../modules/media/variants.server';

export interface Campaign { headline: string; sub: string; cta: string; tag: string; from: string; to: string; accent: string; art: 'peppercorn' | 'chili' | 'giftbox' }

export const CAMPAIGNS: Campaign[] = [
  { tag: '新季上市', headline: '汉源贡椒 · 产地直采', sub: '核心产区当季红花椒，低温烘焙锁住麻香', cta: '立即选购', from: '#7a1f0c', to: '#c2410c', accent: '#ffd54f', art: 'peppercorn' },
  { tag: '满99减10', headline: '二荆条 · 香辣不燥', sub: '川味辣椒、辣椒面，炒菜火锅都出味', cta: '去看看', from: '#9f1239', to: '#e11d48', accent: '#fde68a', art: 'chili' },
  { tag: '节日送礼', headline: '川香源年货礼盒', sub: '一盒尝遍川味香料，送亲友有面子', cta: '进入礼盒专区', from: '#78350f', to: '#b45309', accent: '#fcd34d', art: 'giftbox' },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function art(kind: Campaign['art'], x: number, y: number, accent: string): string {
  if (kind === 'peppercorn') {
    // A heap of peppercorns in a bowl.
    const corns = Array.from({ length: 46 }, (_, i) => {
      const a = i * 2.39996, r = 14 * Math.sqrt(i);
      return `<circle cx="${(x + Math.cos(a) * r * 1.5).toFixed(1)}" cy="${(y - 20 + Math.sin(a) * r * 0.55).toFixed(1)}" r="${13 + (i % 4)}" fill="${i % 3 ? '#8b1a0a' : '#c0301a'}"/><circle cx="${(x + Math.cos(a) * r * 1.5 - 4).toFixed(1)}" cy="${(y - 24 + Math.sin(a) * r * 0.55).toFixed(1)}" r="3.5" fill="#ffffff66"/>`;
    }).join('');
    return `<ellipse cx="${x}" cy="${y + 60}" rx="190" ry="40" fill="#00000033"/><path d="M ${x - 180} ${y} Q ${x} ${y + 170} ${x + 180} ${y} Z" fill="#f5e6d3"/><path d="M ${x - 180} ${y} Q ${x} ${y + 170} ${x + 180} ${y}" fill="none" stroke="${accent}" stroke-width="6"/>${corns}`;
  }
  if (kind === 'chili') {
    return Array.from({ length: 5 }, (_, i) => {
      const rot = -35 + i * 16, dx = x - 140 + i * 60;
      return `<g transform="translate(${dx} ${y - 60}) rotate(${rot})"><path d="M0 0 C 30 -10, 60 60, 40 200 C 20 120, -10 70, 0 0 Z" fill="${i % 2 ? '#b91c1c' : '#dc2626'}"/><path d="M4 2 q -8 -30 14 -48" stroke="#15803d" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M10 30 q 10 40 8 90" stroke="#ffffff55" stroke-width="5" fill="none"/></g>`;
    }).join('');
  }
  return `<rect x="${x - 170}" y="${y - 70}" width="340" height="220" rx="14" fill="#7f1d1d"/><rect x="${x - 190}" y="${y - 110}" width="380" height="60" rx="12" fill="#991b1b"/>
    <rect x="${x - 22}" y="${y - 110}" width="44" height="260" fill="${accent}"/>
    <path d="M ${x} ${y - 110} C ${x - 100} ${y - 220}, ${x - 140} ${y - 90}, ${x} ${y - 110} C ${x + 100} ${y - 220}, ${x + 140} ${y - 90}, ${x} ${y - 110}" fill="${accent}"/>
    <text x="${x - 120}" y="${y + 70}" font-family="Noto Serif CJK SC, Noto Sans CJK SC" font-size="44" font-weight="700" fill="${accent}">川味</text>`;
}

export function bannerSvg(c: Campaign, w: number, h: number): string {
  const font = 'Noto Sans CJK SC, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.62}" fill="#ffffff14"/><circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.45}" fill="#ffffff12"/>
  ${art(c.art, Math.round(w * 0.76), Math.round(h * 0.5), c.accent)}
  <rect x="96" y="${h * 0.2}" width="${c.tag.length * 22 + 32}" height="40" rx="20" fill="${c.accent}"/>
  <text x="112" y="${h * 0.2 + 28}" font-family="${font}" font-size="22" font-weight="700" fill="${c.from}">${esc(c.tag)}</text>
  <text x="96" y="${h * 0.2 + 118}" font-family="${font}" font-size="64" font-weight="900" fill="#ffffff">${esc(c.headline)}</text>
  <text x="98" y="${h * 0.2 + 174}" font-family="${font}" font-size="26" fill="#ffeede">${esc(c.sub)}</text>
  <rect x="96" y="${h * 0.2 + 214}" width="${c.cta.length * 26 + 80}" height="56" rx="28" fill="#ffffff"/>
  <text x="124" y="${h * 0.2 + 251}" font-family="${font}" font-size="24" font-weight="700" fill="${c.from}">${esc(c.cta)} ›</text>
</svg>`;
}

export async function writeBanner(dir: string, name: string, c: Campaign, w: number, h: number): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const stem = sizedStem(name, w, h);
  const original = await sharp(Buffer.from(bannerSvg(c, w, h))).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  await fs.writeFile(path.join(dir, `${stem}.jpg`), original);
  await writeVariants(dir, stem, 'jpg', original, w);
  return `${stem}.jpg`;
}
