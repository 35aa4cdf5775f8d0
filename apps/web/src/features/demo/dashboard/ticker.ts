/**
 * What the investor dashboard shows after `tick` ticks of 15 seconds (docs/product.md#demo-dashboard: "the counters
 * tick up every 15 seconds"). Pure functions of the server's content and the tick count, so the
 * first render matches the server's and each tick only adds.
 */

export interface TickingFigure {
  value: number;
  perTick: number;
}

export function figureAt(figure: TickingFigure, tick: number): number {
  return figure.value + figure.perTick * tick;
}

export interface FeedSeed {
  id: string;
  kind: string;
  text: string;
}

export interface FeedEntry extends FeedSeed {
  key: string;
  secondsAgo: number;
}

/**
 * The feed after `tick` ticks: one pool entry arrives per tick (the pool repeats), everything
 * already shown ages by the interval, and only the newest `visible` entries stay.
 */
export function feedAt(
  activity: { initial: (FeedSeed & { secondsAgo: number })[]; pool: FeedSeed[]; visible: number },
  tick: number,
  intervalSeconds: number,
): FeedEntry[] {
  const arrived: FeedEntry[] = [];
  const newest = Math.max(0, tick);
  // Only the last `visible` arrivals can still be on screen.
  for (let n = newest; n >= 1 && n > newest - activity.visible; n--) {
    const seed = activity.pool[(n - 1) % activity.pool.length];
    if (!seed) break;
    arrived.push({ ...seed, key: `${seed.id}-${n}`, secondsAgo: (newest - n) * intervalSeconds });
  }
  const initial = activity.initial.map((item) => ({
    ...item,
    key: item.id,
    secondsAgo: item.secondsAgo + newest * intervalSeconds,
  }));
  return [...arrived, ...initial].slice(0, activity.visible);
}
