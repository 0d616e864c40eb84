import { Text, type TextProps } from '@chakra-ui/react';
import { longDate } from '../time/dates.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** How long ago `since` was, in whole years, else months, else days: "3 years", "1 month", "12 days". */
export function ageText(since: Date, now: Date = new Date()): string {
  let months = (now.getFullYear() - since.getFullYear()) * 12 + now.getMonth() - since.getMonth();
  if (now.getDate() < since.getDate()) months -= 1;
  if (months >= 12) return plural(Math.floor(months / 12), 'year');
  if (months >= 1) return plural(months, 'month');
  return plural(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000)), 'day');
}

/** "Joined on {date}", with the age ("3 years") after it when `withAge` is set. */
export function JoinedOn({ joinedAt, withAge = false, ...text }: { joinedAt: string; withAge?: boolean } & TextProps) {
  const since = new Date(joinedAt);
  return (
    <Text color="fg.muted" fontSize="sm" {...text}>
      Joined on {longDate(joinedAt)}
      {withAge && ` · ${ageText(since)} on the marketplace`}
    </Text>
  );
}
