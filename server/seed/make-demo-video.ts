/**
 * Makes server/seed/assets/demo-video.webm, the product video of the demo item (no ffmpeg on the build
 * machines): Chromium draws 3 seconds of an animated canvas and its MediaRecorder encodes them as VP8
 * WebM. Run once with `node --import tsx server/seed/make-demo-video.ts`; the output is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.join(import.meta.dirname, 'assets', 'demo-video.webm');

// Plain source text for the page: tsx would wrap functions in a helper the page does not have.
const RECORD = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 480; canvas.height = 480;
  const g = canvas.getContext('2d');
  const rec = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 300000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((r) => { rec.onstop = r; });
  rec.start();
  const t0 = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - t0) / 1000;
      g.fillStyle = '#ff5d02'; g.fillRect(0, 0, 480, 480);
      g.fillStyle = '#7a1d00';
      for (let i = 0; i < 12; i++) { // peppercorns circling
        const a = t * 1.5 + (i * Math.PI) / 6;
        g.beginPath(); g.arc(240 + Math.cos(a) * 150, 240 + Math.sin(a) * 150, 22, 0, Math.PI * 2); g.fill();
      }
      g.fillStyle = '#fff'; g.font = 'bold 44px sans-serif'; g.textAlign = 'center'; g.fillText('川香源', 240, 256);
      if (t < 3) requestAnimationFrame(frame); else resolve();
    };
    frame();
  });
  rec.stop();
  await done;
  const buf = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let s = ''; for (const x of buf) s += String.fromCharCode(x);
  return btoa(s);
})()`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const b64 = await page.evaluate<string>(RECORD);
  await fs.mkdir(path.dirname(OUT), { recursive: true });
  await fs.writeFile(OUT, Buffer.from(b64, 'base64'));
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
