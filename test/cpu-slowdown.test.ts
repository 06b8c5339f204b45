import { describe, expect, it } from 'vitest';
import {
  CALIBRATED_BENCHMARK_INDEX,
  cpuSlowdownFor,
  DEFAULT_CPU_SLOWDOWN,
  MIN_CPU_SLOWDOWN,
} from '../e2e/cpu-slowdown.ts';

describe("the budgets' Lighthouse CPU slowdown", () => {
  it("is Lighthouse's default on a host in the bracket it is calibrated for", () => {
    expect(cpuSlowdownFor(CALIBRATED_BENCHMARK_INDEX)).toBe(DEFAULT_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(2200)).toBe(DEFAULT_CPU_SLOWDOWN);
  });

  it('scales down in proportion on a slower (busy) host, to one decimal', () => {
    expect(cpuSlowdownFor(1379)).toBe(3.7);
    expect(cpuSlowdownFor(1125)).toBe(3);
  });

  it('never drops below its floor, so a page that blocks the main thread still fails', () => {
    expect(cpuSlowdownFor(400)).toBe(MIN_CPU_SLOWDOWN);
    expect(cpuSlowdownFor(0)).toBe(MIN_CPU_SLOWDOWN);
  });

  it('keeps the default when the host could not be measured', () => {
    expect(cpuSlowdownFor(Number.NaN)).toBe(DEFAULT_CPU_SLOWDOWN);
  });
});
