import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface IncomeChartProps {
  /** Day starts (Unix seconds) and the income of each day, in yuan. */
  days: number[];
  amounts: number[];
  label: string;
  seriesLabel: string;
  height: number;
}

/** uPlot's canvas chart; this module is loaded only by the musician centre, so uPlot stays out of the rest. */
export default function IncomeChart({ days, amounts, label, seriesLabel, height }: IncomeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const brand = style.getPropertyValue('--brand').trim() || 'currentColor';
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [{ space: 60 }, { size: 48 }],
        series: [{}, { label: seriesLabel, stroke: brand, width: 2, fill: `${brand}22`, points: { show: false } }],
      },
      [days, amounts],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, amounts, height, seriesLabel]);
  return <div ref={box} className="income-chart__canvas" role="img" aria-label={label} />;
}
