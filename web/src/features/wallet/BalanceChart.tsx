import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BalanceChartProps {
  /** Unix seconds, oldest first. */
  times: number[];
  /** The balance after each change, in yuan. */
  values: number[];
  label: string;
}

const CHART_HEIGHT_PX = 180;

/** The balance over time, drawn with uPlot (this module, and uPlot with it, load only on the balance page). */
export default function BalanceChart({ times, values, label }: BalanceChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    const brand = getComputedStyle(node).getPropertyValue('--brand').trim() || 'red';
    const chart = new uPlot(
      {
        width: node.clientWidth,
        height: CHART_HEIGHT_PX,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        series: [{}, { label, stroke: brand, width: 2, fill: `${brand}22` }],
        axes: [{ size: 30 }, { size: 50 }],
      },
      [times, values],
      node,
    );
    const resize = () => chart.setSize({ width: node.clientWidth, height: CHART_HEIGHT_PX });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [times, values, label]);
  return <div ref={holder} className="balance-chart__plot" aria-hidden="true" />;
}
