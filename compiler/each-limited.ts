/** Runs `job` over `items` in order, `width` at a time: one item's waiting (database, files) overlaps another's work. */
export async function eachLimited<T>(items: T[], width: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => { while (next < items.length) await job(items[next++]); }));
}
