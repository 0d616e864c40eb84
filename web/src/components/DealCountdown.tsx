import { Text, type TextProps } from '@chakra-ui/react';
import { useCountdown } from '../time/useCountdown.ts';

/** "HH:MM:SS" of a number of seconds (hours may pass 99 for a deal a week away); 0 or less is "00:00:00". */
export function formatHms(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

/** "Ends in HH:MM:SS" until `endsAt` (an ISO date), ticking each second and stopping at 00:00:00. */
export function DealCountdown({ endsAt, ...text }: { endsAt: string } & TextProps) {
  // useCountdown counts from mount, so a new end date starts a new one.
  return <Remaining key={endsAt} seconds={(Date.parse(endsAt) - Date.now()) / 1000} {...text} />;
}

function Remaining({ seconds, ...text }: { seconds: number } & TextProps) {
  const remaining = useCountdown(seconds);
  return (
    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" {...text}>
      Ends in {formatHms(remaining)}
    </Text>
  );
}
