import {
  DASHBOARD_MAX_MONTHS,
  dashboardPeriods,
  monthIndex,
  type DashboardChartsQuery,
} from '@fanclub/domain/admin';
import { Button } from '@fanclub/ui';
import { useId, useState, type FormEvent } from 'react';
import { dashboardWords as w } from './messages.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Whether `from`..`to` is a period the server draws (both months, in order, at most 36). */
export const validPeriod = (from: string, to: string) =>
  MONTH.test(from) &&
  MONTH.test(to) &&
  monthIndex(to) >= monthIndex(from) &&
  monthIndex(to) - monthIndex(from) < DASHBOARD_MAX_MONTHS;

export interface PeriodPickerProps {
  period: DashboardChartsQuery;
  /** The months the charts show now (the custom fields start from them). */
  shown?: { from: string; to: string };
  onChange: (period: DashboardChartsQuery) => void;
}

/**
 * The charts' period: the last 6, 12 or 24 months at one press, or any months from–to (at most 36);
 * a wrong pair is said next to the fields and changes nothing.
 */
export function PeriodPicker({ period, shown, onChange }: PeriodPickerProps) {
  const name = useId();
  const errorId = useId();
  const [custom, setCustom] = useState(Boolean(period.from));
  const [from, setFrom] = useState(period.from ?? shown?.from ?? '');
  const [to, setTo] = useState(period.to ?? shown?.to ?? '');
  const [error, setError] = useState(false);
  const months = period.from ? undefined : (period.months ?? '12');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!validPeriod(from, to)) return setError(true);
    setError(false);
    onChange({ from, to });
  };

  return (
    <fieldset className="dashboard-period">
      <legend>{w.period.legend}</legend>
      {dashboardPeriods.map((n) => (
        <label key={n}>
          <input
            type="radio"
            name={name}
            checked={!custom && months === String(n)}
            onChange={() => {
              setCustom(false);
              onChange({ months: String(n) as '6' | '12' | '24' });
            }}
          />
          {w.period.last(n)}
        </label>
      ))}
      <label>
        <input
          type="radio"
          name={name}
          checked={custom}
          onChange={() => {
            setCustom(true);
            if (!from && shown) setFrom(shown.from);
            if (!to && shown) setTo(shown.to);
          }}
        />
        {w.period.custom}
      </label>
      {custom ? (
        <form className="dashboard-period-custom" onSubmit={submit} noValidate>
          <label>
            {w.period.from}
            <input
              type="month"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <label>
            {w.period.to}
            <input
              type="month"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <Button type="submit" variant="secondary">
            {w.period.apply}
          </Button>
          {error ? (
            <p id={errorId} className="dashboard-period-error" role="alert">
              {w.period.invalid}
            </p>
          ) : null}
        </form>
      ) : null}
    </fieldset>
  );
}
