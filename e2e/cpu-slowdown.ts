// Lighthouse's default 4x CPU slowdown is calibrated for a host in the high-end desktop bracket (a
// benchmarkIndex of 1500 and up; docs/throttling.md in the Lighthouse repository). On a busy shared machine the
// host measures below that, and 4x then simulates a phone slower than Lighthouse's mid-tier target: such a run
// is made again with the slowdown scaled down in proportion, as those docs advise, never below 2x.
export const DEFAULT_CPU_SLOWDOWN = 4;
export const CALIBRATED_BENCHMARK_INDEX = 1500;
export const MIN_CPU_SLOWDOWN = 2;

export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex < CALIBRATED_BENCHMARK_INDEX)) return DEFAULT_CPU_SLOWDOWN;
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / CALIBRATED_BENCHMARK_INDEX;
  return Math.max(MIN_CPU_SLOWDOWN, Math.round(scaled * 10) / 10);
}
