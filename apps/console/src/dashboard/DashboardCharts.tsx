import type { DashboardCharts as Charts } from '@fanclub/domain/admin';
import { formatYen } from '@fanclub/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartPanel } from './ChartPanel.tsx';
import {
  churnTable,
  deadlineTable,
  memberTable,
  monthLabel,
  monthTick,
  people,
  percent,
  planTable,
  revenueTable,
  shippingRows,
  shippingTable,
} from './figures.ts';
import { dashboardWords as w } from './messages.ts';
import { fillOf, SeriesPatterns, seriesStyles } from './series.tsx';

/** Every chart's frame: as wide as its panel, a fixed height, no animation (figures, not a show). */
const frame = { responsive: true, style: { width: '100%', height: 260 } } as const;
const axisTick = { fill: 'var(--color-text-muted)', fontSize: 12 };
const grid = <CartesianGrid stroke="var(--color-border-subtle)" vertical={false} />;
const tooltip = { contentStyle: { background: 'var(--color-bg)', borderColor: 'var(--color-border)' } };

const yenTick = (value: number) => (value >= 10_000 ? `${value / 10_000}万円` : formatYen(value));
const labelOf = (month: unknown) => monthLabel(String(month));

/**
 * The dashboard's charts (recharts, loaded with this module only when the dashboard is opened):
 * members joined and left, churn, revenue by source, paid members by plan, orders waiting to ship
 * and the coming deadlines. Each panel has its table and CSV (ChartPanel).
 */
export default function DashboardCharts({ charts, canReadShop }: { charts: Charts; canReadShop: boolean }) {
  const id = useId().replace(/:/g, '');
  const months = charts.months.map((m) => ({ ...m, ...m.revenue }));
  const monthAxis = (
    <XAxis
      dataKey="month"
      tickFormatter={(month: string, index: number) => monthTick(month, index)}
      tick={axisTick}
      interval="preserveStartEnd"
      minTickGap={8}
    />
  );
  return (
    <div className="dashboard-charts">
      <ChartPanel
        name="members"
        title={w.members.title}
        description={w.members.description}
        charts={charts}
        table={memberTable(charts)}
      >
        <BarChart {...frame} data={months} title={w.members.title} desc={w.members.description}>
          <SeriesPatterns prefix={`${id}m`} />
          {grid}
          {monthAxis}
          <YAxis allowDecimals={false} tick={axisTick} width={40} />
          <Tooltip {...tooltip} labelFormatter={labelOf} formatter={(value) => people(Number(value))} />
          <Legend />
          <Bar
            dataKey="joined"
            name={w.members.joined}
            fill={fillOf(`${id}m`, 'solid')}
            isAnimationActive={false}
          />
          <Bar
            dataKey="left"
            name={w.members.left}
            fill={fillOf(`${id}m`, 'stripes')}
            stroke={seriesStyles.stripes.color}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartPanel>

      <ChartPanel
        name="churn"
        title={w.churn.title}
        description={w.churn.description}
        charts={charts}
        table={churnTable(charts)}
      >
        <LineChart {...frame} data={months} title={w.churn.title} desc={w.churn.description}>
          {grid}
          {monthAxis}
          <YAxis tick={axisTick} width={48} tickFormatter={(v: number) => `${v}%`} />
          <Tooltip
            {...tooltip}
            labelFormatter={labelOf}
            formatter={(value) => percent(value === undefined || value === null ? null : Number(value))}
          />
          <Line
            dataKey="churnRate"
            name={w.churn.rate}
            stroke={seriesStyles.solid.color}
            strokeWidth={2}
            dot={{ r: 3, fill: seriesStyles.solid.color }}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartPanel>

      <ChartPanel
        name="revenue"
        title={w.revenue.title}
        description={w.revenue.description}
        charts={charts}
        table={revenueTable(charts)}
      >
        <BarChart {...frame} data={months} title={w.revenue.title} desc={w.revenue.description}>
          <SeriesPatterns prefix={`${id}r`} />
          {grid}
          {monthAxis}
          <YAxis tick={axisTick} width={64} tickFormatter={yenTick} />
          <Tooltip {...tooltip} labelFormatter={labelOf} formatter={(value) => formatYen(Number(value))} />
          <Legend />
          <Bar
            dataKey="plans"
            name={w.revenue.plans}
            stackId="revenue"
            fill={fillOf(`${id}r`, 'solid')}
            isAnimationActive={false}
          />
          <Bar
            dataKey="goods"
            name={w.revenue.goods}
            stackId="revenue"
            fill={fillOf(`${id}r`, 'stripes')}
            stroke={seriesStyles.stripes.color}
            isAnimationActive={false}
          />
          <Bar
            dataKey="points"
            name={w.revenue.points}
            stackId="revenue"
            fill={fillOf(`${id}r`, 'dots')}
            stroke={seriesStyles.dots.color}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartPanel>

      <ChartPanel
        name="plans"
        title={w.plans.title}
        description={w.plans.description}
        charts={charts}
        table={planTable(charts)}
        empty={w.plans.none}
      >
        <BarChart
          {...frame}
          style={{ width: '100%', height: Math.max(120, 48 * charts.activeByPlan.length + 40) }}
          data={charts.activeByPlan}
          layout="vertical"
          title={w.plans.title}
          desc={w.plans.description}
          margin={{ right: 56 }}
        >
          <XAxis type="number" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="name" tick={axisTick} width={120} />
          <Tooltip {...tooltip} formatter={(value) => people(Number(value))} />
          <Bar
            dataKey="count"
            name={w.plans.members}
            fill={seriesStyles.solid.color}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="count"
              position="right"
              fill="var(--color-text)"
              formatter={(value) => people(Number(value))}
            />
          </Bar>
        </BarChart>
      </ChartPanel>

      <ChartPanel
        name="orders-to-ship"
        title={w.shipping.title}
        description={w.shipping.description}
        charts={charts}
        table={shippingTable(charts)}
      >
        <BarChart
          {...frame}
          style={{ width: '100%', height: 140 }}
          data={shippingRows(charts)}
          layout="vertical"
          title={w.shipping.title}
          desc={w.shipping.description}
          margin={{ right: 56 }}
        >
          <XAxis type="number" allowDecimals={false} tick={axisTick} />
          <YAxis type="category" dataKey="status" tick={axisTick} width={140} />
          <Bar
            dataKey="count"
            name={w.shipping.count}
            fill={seriesStyles.stripes.color}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="count"
              position="right"
              fill="var(--color-text)"
              formatter={(value) => `${Number(value)}件`}
            />
          </Bar>
        </BarChart>
        {canReadShop ? <Link to="/orders">{w.shipping.link}</Link> : null}
      </ChartPanel>

      <ChartPanel
        name="deadlines"
        title={w.deadlines.title}
        description={w.deadlines.description}
        charts={charts}
        table={deadlineTable(charts)}
        empty={w.deadlines.none}
      />
    </div>
  );
}
