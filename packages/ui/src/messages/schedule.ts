/** ScheduleList. */
export const scheduleText = {
  list: 'スケジュール一覧',
  empty: 'スケジュールはまだありません',
  /** Between the start and the end of an event: 「2026/12/25 18:30:00〜20:30:00」. */
  until: '〜',
} as const;
