/** Small helpers shared by the bench scripts: percentiles, number formatting, plain-text tables. */
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Nearest-rank percentile of `samples` (any order); NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  return { count: samples.length, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** 1234.5 → "1,235"; small values keep one or two decimals. */
export function num(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export const ms = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? 'n/a' : `${num(value)} ms`;

/** A Markdown table (readable as plain text too); the first column is left-aligned, the rest right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => cell(c, i)).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** Peak resident set size of this process so far, in MiB (resourceUsage reports KiB). */
export const peakRssMiB = () => process.resourceUsage().maxRSS / 1024;

/** True when `importMetaUrl` is the script Node was started with (not imported by run.ts). */
export function isMain(importMetaUrl: string): boolean {
  return process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === importMetaUrl;
}

/** Ends the process if a bench run hangs (a bench must always stop by itself). */
export function exitAfter(seconds: number): void {
  setTimeout(() => {
    console.error(`\nbench: still running after ${seconds} s; giving up.`);
    process.exit(2);
  }, seconds * 1000).unref();
}

/** One line describing the machine and how busy it is, printed with every run. */
export function machineLine(): string {
  const cores = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `${new Date().toISOString()} · ${cores.length} × ${cores[0]?.model.trim() ?? 'cpu'} · Node ${process.version} · load average ${load}`;
}
