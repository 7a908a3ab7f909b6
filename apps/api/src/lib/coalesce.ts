/**
 * Merges calls of `task` that overlap: a call while none runs starts one; calls while one runs
 * share the single run that starts after it (they asked after it began, so it may not cover
 * them). A burst of N calls costs at most two runs at a time, never N.
 */
export const coalesce = (task: () => Promise<void>) => {
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  const call = (): Promise<void> => {
    if (!running) {
      running = task().finally(() => {
        running = null;
      });
      return running;
    }
    following ??= running
      .catch(() => undefined)
      .then(() => {
        following = null;
        return call();
      });
    return following;
  };
  return call;
};
