export { TopicList, type TopicItem } from './TopicList.tsx';
