import type { DashboardCharts } from '@fanclub/domain/admin';
import { Button } from '@fanclub/ui';
import { useId, type ReactNode } from 'react';
import { saveCsv } from '../app/csv.ts';
import { csvFile, type FigureTable } from './figures.ts';
import { dashboardWords as w } from './messages.ts';

export interface ChartPanelProps {
  /** The CSV file's part of the name (`members` makes `dashboard-members-…csv`). */
  name: string;
  title: string;
  description: string;
  charts: DashboardCharts;
  table: FigureTable;
  /** Said instead of the chart and table when the table has no row. */
  empty?: string;
  /** The chart; none when the table itself is the best way to read the figures. */
  children?: ReactNode;
}

/** A table of the figures, scrolling sideways on a narrow screen. */
export function FigureTableView({ title, table }: { title: string; table: FigureTable }) {
  return (
    <div
      className="dashboard-table"
      data-text={table.text || undefined}
      role="region"
      aria-label={w.table.tableOf(title)}
      // A region that scrolls takes focus, so a keyboard can scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table>
        <caption>{w.table.tableOf(title)}</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.cells.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One chart of the dashboard: its title and what it counts, the chart, the same figures as a table
 * behind 「表で見る」 (a real table, for screen readers and for copying) and its CSV.
 */
export function ChartPanel({ name, title, description, charts, table, empty, children }: ChartPanelProps) {
  const headingId = useId();
  const nothing = empty !== undefined && table.cells.length === 0;
  return (
    <section className="dashboard-panel" aria-labelledby={headingId}>
      <div className="dashboard-panel-head">
        <h2 id={headingId}>{title}</h2>
        <Button
          variant="ghost"
          aria-label={w.table.csvOf(title)}
          isDisabled={table.cells.length === 0}
          onPress={() => saveCsv(csvFile(name, charts, table))}
        >
          {w.table.csv}
        </Button>
      </div>
      <p className="dashboard-panel-description">{description}</p>
      {nothing ? (
        <p>{empty}</p>
      ) : children ? (
        <>
          <div className="dashboard-chart">{children}</div>
          <details className="dashboard-details">
            <summary>{w.table.show}</summary>
            <FigureTableView title={title} table={table} />
          </details>
        </>
      ) : (
        <FigureTableView title={title} table={table} />
      )}
    </section>
  );
}
