/**
 * Demo images made locally with sharp from SVG (no external URLs, no fonts needed): each category
 * has its own motif and palette, so the shop looks like a spice shop rather than grey boxes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { sizedStem, variantWidths } from '../../src/lib/responsive-image';
import { writeVariants } from '../modules/media/variants.server';

export type Motif = 'peppercorn' | 'chili' | 'anise' | 'cumin' | 'blend' | 'giftbox' | 'banner' | 'logo' | 'shop' | 'powder' | 'bottle' | 'leaf' | 'bark';

/**
 * What a goods is drawn as, from its name (issue 24 point 9: bay leaf and fennel were drawn as star anise): ground
 * spice a mound in a dish, oils a bottle, leaves leaves, cinnamon bark rolls; otherwise its category's motif.
 */
export function goodsMotif(name: string, categoryMotif: Motif): Motif {
  if (/油/.test(name)) return 'bottle';
  if (/粉|面|细磨/.test(name)) return 'powder';
  if (/香叶|叶/.test(name)) return 'leaf';
  if (/桂皮|肉桂/.test(name)) return 'bark';
  if (/小茴香|孜然|茴香籽/.test(name)) return 'cumin';
  return categoryMotif;
}

export interface Palette { bg: string; bg2: string; fg: string; accent: string }

/** Green Sichuan pepper (青花椒, 藤椒) is green: drawn in its category's red it read as the red kind beside it. */
const GREEN_PEPPER: Palette = { bg: '#f3f8ea', bg2: '#dcedc8', fg: '#3d6b1f', accent: '#6a9a2a' };

/** The colours a goods is drawn in: its category's, except where the goods itself has another colour. */
export function goodsPalette(name: string, categoryPalette: Palette): Palette {
  return /青花椒|藤椒/.test(name) ? GREEN_PEPPER : categoryPalette;
}

function rand(seed: number) {
  let s = seed * 9301 + 49297;
  return () => { s = (s * 9301 + 49297) % 233280; return s / 233280; };
}

function motifShapes(motif: Motif, p: Palette, w: number, h: number, seed: number): string {
  const r = rand(seed);
  const out: string[] = [];
  const cx = w / 2, cy = h / 2;
  switch (motif) {
    case 'peppercorn':
      for (let i = 0; i < 38; i++) {
        const a = r() * Math.PI * 2, d = r() * Math.min(w, h) * 0.3;
        const x = cx + Math.cos(a) * d, y = cy + 30 + Math.sin(a) * d * 0.6, rad = 16 + r() * 12;
        out.push(`<circle cx="${x}" cy="${y}" r="${rad}" fill="${i % 3 ? p.fg : p.accent}"/><circle cx="${x - rad / 3}" cy="${y - rad / 3}" r="${rad / 4}" fill="#ffffff55"/>`);
      }
      break;
    case 'chili':
      for (let i = 0; i < 7; i++) {
        const x = 140 + r() * (w - 280), y = 160 + r() * (h - 320), rot = -40 + r() * 80;
        out.push(`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0 C 40 -20, 140 10, 200 90 C 120 60, 40 50, 0 30 Z" fill="${i % 2 ? p.fg : p.accent}"/><path d="M0 10 q -25 -25 -10 -45" stroke="#3a7d2c" stroke-width="10" fill="none"/></g>`);
      }
      break;
    case 'anise':
      for (let k = 0; k < 5; k++) {
        const x = 180 + r() * (w - 360), y = 180 + r() * (h - 360), R = 70 + r() * 50;
        const pts = Array.from({ length: 16 }, (_, i) => { const a = (i * Math.PI) / 8; const rr = i % 2 ? R * 0.35 : R; return `${x + Math.cos(a) * rr},${y + Math.sin(a) * rr}`; }).join(' ');
        out.push(`<polygon points="${pts}" fill="${k % 2 ? p.fg : p.accent}"/><circle cx="${x}" cy="${y}" r="${R * 0.18}" fill="${p.bg2}"/>`);
      }
      break;
    case 'cumin':
      for (let i = 0; i < 60; i++) {
        const x = 100 + r() * (w - 200), y = 120 + r() * (h - 240), rot = r() * 180;
        out.push(`<ellipse cx="${x}" cy="${y}" rx="22" ry="7" transform="rotate(${rot} ${x} ${y})" fill="${i % 4 ? p.fg : p.accent}"/>`);
      }
      break;
    case 'blend':
      out.push(`<ellipse cx="${cx}" cy="${cy + 120}" rx="${w * 0.36}" ry="${h * 0.12}" fill="${p.fg}"/>`);
      out.push(`<path d="M ${cx - w * 0.36} ${cy + 120} Q ${cx} ${cy + h * 0.45} ${cx + w * 0.36} ${cy + 120}" fill="${p.accent}"/>`);
      for (let i = 0; i < 30; i++) out.push(`<circle cx="${cx - 200 + r() * 400}" cy="${cy + 60 + r() * 80}" r="${6 + r() * 10}" fill="${['#c62828', '#6d4c41', '#f9a825'][i % 3]}"/>`);
      break;
    case 'giftbox':
      out.push(`<rect x="${cx - 220}" y="${cy - 120}" width="440" height="320" rx="18" fill="${p.fg}"/>`);
      out.push(`<rect x="${cx - 245}" y="${cy - 170}" width="490" height="80" rx="14" fill="${p.accent}"/>`);
      out.push(`<rect x="${cx - 28}" y="${cy - 170}" width="56" height="370" fill="#ffd54f"/>`);
      out.push(`<path d="M ${cx} ${cy - 170} C ${cx - 120} ${cy - 300}, ${cx - 160} ${cy - 140}, ${cx} ${cy - 170} C ${cx + 120} ${cy - 300}, ${cx + 160} ${cy - 140}, ${cx} ${cy - 170}" fill="#ffd54f"/>`);
      break;
    case 'powder':
      out.push(`<ellipse cx="${cx}" cy="${cy + 150}" rx="${w * 0.34}" ry="${h * 0.08}" fill="#00000022"/>`);
      out.push(`<path d="M ${cx - w * 0.33} ${cy + 60} Q ${cx} ${cy + 260} ${cx + w * 0.33} ${cy + 60} Z" fill="#fafafa"/>`);
      out.push(`<path d="M ${cx - w * 0.28} ${cy + 62} Q ${cx - 40} ${cy - 150 - r() * 40} ${cx + w * 0.28} ${cy + 62} Z" fill="${p.accent}"/>`);
      for (let i = 0; i < 40; i++) out.push(`<circle cx="${cx - 180 + r() * 360}" cy="${cy - 40 + r() * 100}" r="${2 + r() * 4}" fill="${p.fg}" opacity=".7"/>`);
      break;
    case 'bottle':
      out.push(`<rect x="${cx - 90}" y="${cy - 150}" width="180" height="330" rx="36" fill="${p.accent}" opacity=".9"/>`);
      out.push(`<rect x="${cx - 40}" y="${cy - 230}" width="80" height="90" rx="12" fill="${p.fg}"/><rect x="${cx - 50}" y="${cy - 250}" width="100" height="34" rx="8" fill="#333"/>`);
      out.push(`<rect x="${cx - 70}" y="${cy - 40}" width="140" height="120" rx="10" fill="#fffdf5"/><circle cx="${cx}" cy="${cy + 20}" r="34" fill="${p.fg}"/>`);
      out.push(`<path d="M ${cx - 70} ${cy - 120} q 30 -20 20 40" stroke="#ffffff88" stroke-width="10" fill="none"/>`);
      break;
    case 'leaf':
      for (let i = 0; i < 6; i++) {
        const x = 200 + r() * (w - 400), y = 200 + r() * (h - 400), rot = r() * 180;
        out.push(`<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M -120 0 Q 0 -60 120 0 Q 0 60 -120 0 Z" fill="${i % 2 ? p.fg : '#6b8e23'}"/><path d="M -120 0 L 120 0" stroke="#e8f5e9" stroke-width="4"/></g>`);
      }
      break;
    case 'bark':
      for (let i = 0; i < 5; i++) {
        const y = cy - 160 + i * 70, x = cx - 220 + (i % 2) * 40;
        out.push(`<rect x="${x}" y="${y}" width="420" height="52" rx="26" fill="${i % 2 ? p.fg : p.accent}"/><ellipse cx="${x + 420}" cy="${y + 26}" rx="16" ry="26" fill="#3e2723"/><path d="M ${x + 20} ${y + 14} L ${x + 380} ${y + 14}" stroke="#ffffff33" stroke-width="5"/>`);
      }
      break;
    case 'banner':
      for (let i = 0; i < 26; i++) out.push(`<circle cx="${r() * w}" cy="${r() * h}" r="${20 + r() * 90}" fill="${i % 2 ? p.fg : p.accent}" opacity="${0.25 + r() * 0.5}"/>`);
      out.push(`<rect x="${w * 0.08}" y="${h * 0.3}" width="${w * 0.34}" height="${h * 0.12}" rx="${h * 0.06}" fill="#ffffffcc"/>`);
      out.push(`<rect x="${w * 0.08}" y="${h * 0.48}" width="${w * 0.22}" height="${h * 0.07}" rx="${h * 0.035}" fill="#ffffff99"/>`);
      break;
    case 'logo':
      out.push(`<circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.42}" fill="${p.accent}"/>`);
      out.push(`<path d="M ${h * 0.3} ${h * 0.62} C ${h * 0.4} ${h * 0.2}, ${h * 0.7} ${h * 0.25}, ${h * 0.72} ${h * 0.4} C ${h * 0.6} ${h * 0.42}, ${h * 0.45} ${h * 0.5}, ${h * 0.3} ${h * 0.62} Z" fill="#fff"/>`);
      for (let i = 0; i < 4; i++) out.push(`<rect x="${h * 1.1 + i * h * 0.55}" y="${h * 0.3}" width="${h * 0.42}" height="${h * 0.4}" rx="6" fill="${p.fg}"/>`);
      break;
    case 'shop':
      out.push(`<rect x="${w * 0.15}" y="${h * 0.35}" width="${w * 0.7}" height="${h * 0.55}" fill="${p.fg}"/>`);
      out.push(`<path d="M ${w * 0.1} ${h * 0.38} L ${w * 0.5} ${h * 0.1} L ${w * 0.9} ${h * 0.38} Z" fill="${p.accent}"/>`);
      out.push(`<rect x="${w * 0.42}" y="${h * 0.6}" width="${w * 0.16}" height="${h * 0.3}" fill="${p.bg2}"/>`);
      break;
  }
  return out.join('');
}

/** `label`: the goods' name on a band at the foot of its first picture, so neighbours never look alike. */
export async function writeImage(dir: string, name: string, motif: Motif, p: Palette, w: number, h: number, seed: number, label?: string): Promise<string> {
  const band = label ? `<rect x="0" y="${h - 110}" width="${w}" height="110" fill="${p.fg}" opacity=".92"/><text x="${w / 2}" y="${h - 42}" text-anchor="middle" font-family="Noto Sans CJK SC, sans-serif" font-size="50" font-weight="700" fill="#ffffff">${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="${motif === 'logo' ? 'none' : 'url(#g)'}"/>${motifShapes(motif, p, w, h, seed)}${band}</svg>`;
  await fs.mkdir(dir, { recursive: true });
  const ext = motif === 'logo' ? 'png' : 'jpg';
  const stem = sizedStem(name, w, h);
  const cached = path.join(seedImageCache(), crypto.createHash('sha1').update(`${IMAGE_RECIPE}\0${variantWidths(w).join()}\0${stem}\0${ext}\0${svg}`).digest('hex'));
  if (await copyAll(cached, dir)) return `${stem}.${ext}`;
  // A fresh clone's test run starts three seeds at once (vitest's template, two journey shops): each picture is
  // made by the one that claims it first, and the others wait for it instead of encoding it too.
  if (!(await claim(cached))) {
    await madeElsewhere(cached);
    if (await copyAll(cached, dir)) return `${stem}.${ext}`;
  }
  try {
    const made = `${cached}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.mkdir(made, { recursive: true });
    const img = sharp(Buffer.from(svg));
    const original = await (ext === 'png' ? img.png() : img.jpeg({ quality: 82, mozjpeg: true })).toBuffer();
    await fs.writeFile(path.join(made, `${stem}.${ext}`), original);
    // The same responsive variants an operator upload gets (server/modules/media/variants.server.ts).
    await writeVariants(made, stem, ext, original, w);
    await fs.rename(made, cached).catch(() => fs.rm(made, { recursive: true, force: true })); // another seed got there first
  } finally {
    await fs.rm(`${cached}.making`, { recursive: true, force: true });
  }
  await copyAll(cached, dir);
  return `${stem}.${ext}`;
}

/** A claim older than this is a seed that was stopped while making the picture: it is made again. */
const STALE_CLAIM_MS = 60_000;

/** Claims the making of a cached picture (an atomic mkdir); false while another seed holds a live claim. */
async function claim(cached: string): Promise<boolean> {
  await fs.mkdir(path.dirname(cached), { recursive: true });
  for (;;) {
    try { await fs.mkdir(`${cached}.making`); return true; } catch (e) { if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e; }
    const since = await fs.stat(`${cached}.making`).then((s) => Date.now() - s.mtimeMs, () => undefined);
    if (since === undefined) continue; // released just now
    if (since < STALE_CLAIM_MS) return false;
    await fs.rm(`${cached}.making`, { recursive: true, force: true });
  }
}

/** Until the seed holding the claim has put the picture in the cache (or given up, or gone stale). */
async function madeElsewhere(cached: string): Promise<void> {
  for (;;) {
    if (await fs.access(cached).then(() => true, () => false)) return;
    const since = await fs.stat(`${cached}.making`).then((s) => Date.now() - s.mtimeMs, () => undefined);
    if (since === undefined || since >= STALE_CLAIM_MS) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Encoding 170 pictures with mozjpeg and their webp variants took a minute and more of every seed (each test run
 * seeds twice, every fresh `npm start` once). The pixels depend only on the SVG and this file's recipe, so each
 * picture is made once per machine and copied afterwards. Bump IMAGE_RECIPE when the encoding changes.
 */
const IMAGE_RECIPE = 'v1 jpeg82-mozjpeg png webp78 variants';
const seedImageCache = () => process.env.SEED_IMAGE_CACHE || path.resolve(import.meta.dirname, '../../node_modules/.cache/shop-seed-images');

/** Copies every file of a made picture into `dir`; false when it has not been made yet. */
async function copyAll(from: string, dir: string): Promise<boolean> {
  let names: string[];
  try { names = await fs.readdir(from); } catch { return false; }
  await Promise.all(names.map((n) => fs.copyFile(path.join(from, n), path.join(dir, n))));
  return true;
}
