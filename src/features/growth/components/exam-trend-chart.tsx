/**
 * The trend chart of one exam, drawn with uPlot. Loaded only through React.lazy (exam-trend.tsx), so uPlot and
 * its CSS stay out of the entry chunk; the same data is always in the table beside it.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

import { EXAM_TABLE, type ExamTrend } from '@/contract/journey-growth';

const HEIGHT = 220;

function toSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`) / 1000;
}

export default function ExamTrendChart({ trend }: { trend: ExamTrend }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const spec = EXAM_TABLE[trend.examType];
    const data: uPlot.AlignedData = [
      trend.points.map((point) => toSeconds(point.takenAt)),
      trend.points.map((point) => point.total),
    ];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true }, y: { range: [spec.total.min, spec.total.max] } },
        axes: [
          {
            stroke: '#666',
            // one label per month: ticks closer than a month would repeat it (26-02, 26-02)
            values: (_u, splits) =>
              splits.map((s, i) => {
                const month = new Date(s * 1000).toISOString().slice(2, 7);
                const previous = i > 0 ? new Date((splits[i - 1] ?? 0) * 1000).toISOString().slice(2, 7) : '';
                return month === previous ? '' : month;
              }),
          },
          { stroke: '#666', size: 44 },
        ],
        series: [
          {},
          {
            label: spec.totalName,
            stroke: '#2b6cb0',
            width: 2,
            points: { size: 7, fill: '#2b6cb0' },
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [trend]);

  return (
    <Box
      ref={container}
      width="100%"
      minH={`${HEIGHT}px`}
      overflow="hidden"
      role="img"
      aria-label={`${trend.examName}成绩趋势图，数据见下表`}
      data-testid="exam-trend-chart"
    />
  );
}
