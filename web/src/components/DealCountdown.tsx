import { Text, type TextProps } from '@chakra-ui/react';
import { useNow } from '../time/pageTime.ts';

const DAY = 24 * 3600;

/** "HH:MM:SS" of a number of seconds, with whole days first past a day ("6d 08:40:48"); 0 or less is "00:00:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor(s / 3600) % 24)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
  return s >= DAY ? `${Math.floor(s / DAY)}d ${hms}` : hms;
}

/** "Ends in HH:MM:SS" (days first when further away) until `endsAt` (an ISO date), ticking each second and stopping at 00:00:00. */
export function DealCountdown({ endsAt, ...text }: { endsAt: string } & TextProps) {
  const ends = Date.parse(endsAt);
  const now = useNow(ends);
  return (
    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" {...text}>
      Ends in {formatCountdown(Math.ceil((ends - now) / 1000))}
    </Text>
  );
}
