export { ScheduleList, type ScheduleItem } from './ScheduleList.tsx';
export { SchedulePeriod } from './SchedulePeriod.tsx';
