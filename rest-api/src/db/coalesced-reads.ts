import DataLoader from 'dataloader';

/** How many keys one coalesced statement carries at most; more wait for the next statement. */
const MAX_KEYS_PER_STATEMENT = 256;

/**
 * One read of many keys for the reads of one kind that arrive within one turn of the event loop, from
 * any request: the reads of a batch, and those of concurrent requests, go to the database as one
 * statement instead of one each (on this machine a statement's round trip costs far more than its
 * rows). Safe for reads only, outside transactions: the statement is sent after every read it answers
 * was asked, so it sees every write committed before any of them.
 */
export const coalescedReads = <K, V>(
  readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  absent: V,
): ((key: K) => Promise<V>) => {
  const loader = new DataLoader<K, V>(
    async (keys) => {
      const found = await readMany(keys);
      return keys.map((key) => found.get(key) ?? absent);
    },
    { cache: false, maxBatchSize: MAX_KEYS_PER_STATEMENT, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
};
