/**
 * Ids asked for at the same moment by many callers, read together: a page of a hundred findings
 * asks for the first five trades of each at once, which one request a card made a hundred
 * requests of. `read` gets each chunk of at most `perRequest` distinct ids.
 */
export function batchedReader<T>(
  read: (ids: string[]) => Promise<Map<string, T>>,
  perRequest: number,
): (ids: readonly string[]) => Promise<Map<string, T>> {
  let queued: {
    ids: readonly string[];
    resolve: (found: Map<string, T>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const flush = () => {
    const callers = queued;
    queued = [];
    const distinct = [...new Set(callers.flatMap((caller) => caller.ids))];
    const chunks: string[][] = [];
    for (let from = 0; from < distinct.length; from += perRequest)
      chunks.push(distinct.slice(from, from + perRequest));
    Promise.all(chunks.map(read)).then(
      (answers) => {
        const found = new Map<string, T>();
        for (const answer of answers) for (const [id, value] of answer) found.set(id, value);
        for (const caller of callers) caller.resolve(found);
      },
      (error: unknown) => {
        for (const caller of callers) caller.reject(error);
      },
    );
  };
  return (ids) =>
    new Promise((resolve, reject) => {
      // Callers in the same render all land before the timer fires.
      if (queued.length === 0) setTimeout(flush, 0);
      queued.push({ ids, resolve, reject });
    });
}
