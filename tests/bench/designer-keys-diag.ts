/**
 * What a keystroke on the 300-widget page contains (diagnosis for the designer bench, not a pass/fail test):
 * keys typed in 文本内容 as a burst and paced, traced; per keystroke the renderer main thread's CPU and whether
 * the canvas changed (a MutationObserver on the canvas) inside its window; the slowest keys' top events by self
 * time, and the whole renderer's CPU per paced key from /proc. Run against a running shop:
 *   BENCH_SHOP=http://localhost:8320 node --import tsx tests/bench/designer-keys-diag.ts [off|on]
 * (ONLY=burst|paced|a to run one of: a burst, paced keys, a key every 100 ms as a person types).
 */
import { chromium, type Page } from '@playwright/test';
import os from 'node:os';
import { bigPage, IN_PAGE, timeKeystrokes, type Span } from './designer.bench';
import { startTrace } from './main-thread';
import { browserCpu, cpuPer } from './browser-cpu';
import { percentile } from './env';

interface Ev { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } }

function perKey(events: Ev[], offset: number, spans: Span[]) {
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const main = events.filter((e) => e.ph === 'X' && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  return spans.map(({ from, to }) => {
    const lo = from * 1000 + offset, hi = to * 1000 + offset;
    const self = new Map<string, number>();
    let total = 0; let tasks = 0; let busy = 0;
    const stack: { e: Ev; kids: number }[] = [];
    const cpu = (e: Ev) => e.tdur ?? e.dur ?? 0;
    const close = (until: number) => {
      while (stack.length && stack[stack.length - 1].e.ts + (stack[stack.length - 1].e.dur ?? 0) <= until) {
        const top = stack.pop()!;
        self.set(top.e.name, (self.get(top.e.name) ?? 0) + Math.max(0, cpu(top.e) - top.kids) / 1000);
        if (stack.length) stack[stack.length - 1].kids += cpu(top.e); else { total += cpu(top.e) / 1000; busy += (top.e.dur ?? 0) / 1000; tasks++; }
      }
    };
    let skip = -Infinity;
    for (const e of main) {
      close(e.ts);
      if (stack.length === 0 && (e.ts < skip || e.ts < lo || e.ts > hi)) { skip = Math.max(skip, e.ts + (e.dur ?? 0)); continue; }
      stack.push({ e, kids: 0 });
    }
    close(Infinity);
    return { total, tasks, self, wall: to - from, busy };
  });
}

async function main() {
  const origin = process.env.BENCH_SHOP ?? 'http://localhost:8320';
  const mode = process.argv[2] ?? 'off';
  
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', ...(mode === 'off' ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : [])] });
  const ctx = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'zh-CN' });
  await ctx.addInitScript(IN_PAGE);
  const page: Page = await ctx.newPage();
  await page.goto(`${origin}/designer/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('admin12345');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('页面列表').waitFor();
  const title = `诊断页${Date.now() % 100000}`;
  const created = await page.request.post(`${origin}/api/admin/templates`, { data: { template_title: title, page_type: 'custom' } });
  const id = ((await created.json()).data as { theme_pc_template_id: number }).theme_pc_template_id;
  await page.request.put(`${origin}/api/admin/templates/${id}/draft`, { data: { widgets: bigPage() } });
  await page.goto(`${origin}/designer/?id=${id}`);
  await page.locator('.dz-canvas .dz-frame').nth(299).waitFor({ state: 'attached' });
  // An A/B of a style without a rebuild: EXTRA_CSS is added to the designer's page.
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  console.log('drawn frames', await page.locator('.dz-canvas .dz-frame:not(.is-away)').count());
  await page.locator('.dz-canvas .dz-frame[data-type="W0011"]').nth(3).click({ position: { x: 5, y: 5 } });
  const field = page.getByRole('complementary', { name: '属性' }).getByLabel('文本内容');
  await field.click();
  await page.evaluate(() => {
    const w = window as unknown as { __canvasAt: number[] };
    w.__canvasAt = [];
    new MutationObserver(() => w.__canvasAt.push(performance.now())).observe(document.querySelector('.dz-canvas')!, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const runs: { label: string; paced: boolean; gap: number }[] = [{ label: 'burst', paced: false, gap: 0 }, { label: 'paced', paced: true, gap: 0 }, { label: 'a key every 100 ms', paced: true, gap: 100 }];
  for (const { label, paced, gap } of runs.filter((r) => !process.env.ONLY || r.label.startsWith(process.env.ONLY))) {
    const trace = await startTrace(browser, page);
    const cpu0 = browserCpu();
    const spans = await timeKeystrokes(page, field, paced, gap);
    const cpu1 = browserCpu();
    const got = await trace.stop();
    const canvasAt = await page.evaluate(() => (window as unknown as { __canvasAt: number[] }).__canvasAt.splice(0));
    const keys = perKey(got.events as Ev[], got.offset, spans);
    const withCanvas = spans.map((s) => canvasAt.some((t) => t >= s.from && t <= s.to));
    const totals = keys.map((k) => k.total), walls = keys.map((k) => k.wall);
    console.log(`${label}, vsync ${mode}, ${spans.length} keys, load ${os.loadavg()[0].toFixed(2)}: main CPU median ${percentile(totals, 50).toFixed(1)} p95 ${percentile(totals, 95).toFixed(1)}; wall median ${percentile(walls, 50).toFixed(1)} p95 ${percentile(walls, 95).toFixed(1)}; canvas changed inside the window in ${withCanvas.filter(Boolean).length}; keys over ${(spans[spans.length - 1].from - spans[0].from).toFixed(0)} ms; browser CPU per key ${cpuPer(cpu0, cpu1, spans.length)}`);
    const all = new Map<string, number>();
    for (const k of keys) for (const [name, ms] of k.self) all.set(name, (all.get(name) ?? 0) + ms / keys.length);
    console.log('  mean self time per key: ' + [...all].sort((a, b) => b[1] - a[1]).slice(0, 18).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(', '));
    const order = keys.map((k, i) => i).sort((a, b) => keys[b].wall - keys[a].wall).slice(0, 4);
    for (const i of order) {
      const k = keys[i];
      console.log(`  key ${i}: wall ${k.wall.toFixed(1)} busy ${k.busy.toFixed(1)} cpu ${k.total.toFixed(1)} tasks ${k.tasks} canvas ${withCanvas[i]}: ` + [...k.self].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([nm, v]) => `${nm} ${v.toFixed(1)}`).join(', '));
    }
  }
  await browser.close();
}
void main();
