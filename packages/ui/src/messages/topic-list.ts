// TopicList. Each string is its own const as well, so that the catalogue (./catalogue.ts) can re-export it
// alone.
export const topics = 'トピックス';

export const topicListText = { topics } as const;
