const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/**
 * A time to resolve as people say it: "< 1 min", "45 min", "5.5 h", "3.2 days". One decimal at most, and none
 * once the number reaches 10, so columns of figures stay short at 390 px.
 */
export function formatDuration(ms: number): string {
  const round = (value: number) => (value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
  if (ms < minuteMs) return '< 1 min';
  if (ms < hourMs) return `${Math.round(ms / minuteMs)} min`;
  if (ms < 2 * dayMs) return `${round(ms / hourMs)} h`;
  return `${round(ms / dayMs)} days`;
}
