import { Text, type TextProps } from '@chakra-ui/react';
import { formatPastDay } from '../time/dates.ts';
import { useNow } from '../time/pageTime.ts';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** India's offset from UTC: days and months are counted as India's, on the server and in any browser alike. */
const IST_MS = 330 * 60_000;

/** How long ago `since` was, in whole years, else months, else days: "3 years", "1 month", "12 days". */
export function ageText(since: Date, now: Date): string {
  const [from, to] = [since, now].map((date) => new Date(date.getTime() + IST_MS)) as [Date, Date];
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  if (months >= 12) return plural(Math.floor(months / 12), 'year');
  if (months >= 1) return plural(months, 'month');
  return plural(Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000)), 'day');
}

/** "Joined on {date}", with the age ("3 years") after it when `withAge` is set. */
export function JoinedOn({ joinedAt, withAge = false, ...text }: { joinedAt: string; withAge?: boolean } & TextProps) {
  const since = new Date(joinedAt);
  const now = new Date(useNow());
  return (
    <Text color="fg.muted" fontSize="sm" {...text}>
      Joined on {formatPastDay(joinedAt)}
      {withAge && ` · ${ageText(since, now)} on the marketplace`}
    </Text>
  );
}
