const DAY_MS = 86_400_000;

export interface IncomeSeries {
  /** The start of each day (local time), Unix seconds, oldest first. */
  days: number[];
  /** The income credited on each day, in yuan. */
  amounts: number[];
  total: number;
}

/** Sums income lines (positive amounts) by local day over the `span` days up to `now`, empty days as 0. */
export function incomeByDay(
  lines: readonly { amount: string; createtime: number }[],
  now: number,
  span: number,
): IncomeSeries {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const days: number[] = [];
  for (let offset = span - 1; offset >= 0; offset -= 1) {
    const day = new Date(today);
    day.setDate(today.getDate() - offset);
    days.push(day.getTime());
  }
  const cents = days.map(() => 0);
  const first = days[0] ?? today.getTime();
  for (const line of lines) {
    const value = Math.round(Number.parseFloat(line.amount) * 100);
    if (!(value > 0)) continue;
    const at = line.createtime * 1000;
    if (at < first || at >= today.getTime() + DAY_MS) continue;
    // Days differ in length across a daylight-saving change, so the day is found, not computed.
    let index = days.length - 1;
    while (index > 0 && (days[index] ?? 0) > at) index -= 1;
    cents[index] = (cents[index] ?? 0) + value;
  }
  const amounts = cents.map((value) => value / 100);
  return {
    days: days.map((ms) => ms / 1000),
    amounts,
    total: cents.reduce((sum, value) => sum + value, 0) / 100,
  };
}
