const RETRIES = 2;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chunk that fails to load is fetched again before the route gives up. */
export async function withRetry<T>(load: () => Promise<T>, retries = RETRIES): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(300 * (attempt + 1));
    }
  }
}
