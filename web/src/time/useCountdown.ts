import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown of `seconds` that starts when the component mounts (remount it, e.g. with a `key`,
 * to start again). It counts against a deadline, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));
  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return remaining;
}

/** "00:30" */
export function formatCountdown(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
