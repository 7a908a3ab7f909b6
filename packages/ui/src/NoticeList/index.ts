export { NoticeList, type NoticeItem } from './NoticeList.tsx';
