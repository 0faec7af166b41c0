/**
 * Playwright reporter for finding where a journey's time goes (`E2E_STEP_TIMES=1`, see playwright.config.ts): the
 * time of each test's top-level steps by kind — browser calls by method (Hover, Click, Navigate, Screenshot,
 * Evaluate…), expects, fixtures and hooks — written to .build/test-times/playwright-steps.json and summed at the end.
 * A measuring aid only: nothing is judged on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface Row { file: string; test: string; kind: string; ms: number }

/** "Hover", "Click", "expect toBeVisible", "hook Before Hooks": the step's kind, without its arguments. */
function kindOf(step: TestStep): string {
  if (step.category === 'pw:api') return step.title.split(/[ ("]/)[0];
  if (step.category === 'expect') return `expect ${step.title.replace(/^expect\.?\s*/i, '').replace(/"/g, '').split(/[ (]/)[0]}`.trim();
  return `${step.category} ${step.title}`.slice(0, 40);
}

export default class StepTimesReporter implements Reporter {
  private rows: Row[] = [];
  private tests = 0;
  private testMs = 0;

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    // Top-level steps only (a helper's test.step counts through its own steps), so nothing is counted twice.
    if (step.parent && step.parent.category !== 'test.step') return;
    if (step.category === 'test.step') return;
    this.rows.push({ file: path.basename(test.location.file), test: test.title, kind: kindOf(step), ms: step.duration });
  }

  onTestEnd(_test: TestCase, result: TestResult): void { this.tests++; this.testMs += result.duration; }

  onEnd(): void {
    const out = path.resolve('.build/test-times/playwright-steps.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(this.rows));
    const byKind = new Map<string, [number, number]>();
    for (const r of this.rows) { const k = byKind.get(r.kind) ?? [0, 0]; k[0] += r.ms; k[1]++; byKind.set(r.kind, k); }
    console.log(`\nWhere the ${this.tests} tests' ${(this.testMs / 1000).toFixed(1)} s went (top-level steps by kind; ${path.relative(process.cwd(), out)} per test):`);
    for (const [kind, [ms, n]] of [...byKind].sort((a, b) => b[1][0] - a[1][0]).slice(0, 15)) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${(100 * ms / Math.max(1, this.testMs)).toFixed(1).padStart(5)} %  ${kind} (${n})`);
    }
  }
}
