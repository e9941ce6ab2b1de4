import { ALGERIA_TIME_ZONE } from '@reayah/contracts';
import { sql } from 'drizzle-orm';

/** Algeria's zone as an SQL literal for `AT TIME ZONE` (a constant, so plans do not change with it). */
export const ALGERIA_ZONE = sql.raw(`'${ALGERIA_TIME_ZONE}'`);

/** Algeria's local date and time at `now`, as SQL (`timestamp without time zone`). */
export const algeriaLocalTimestamp = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${ALGERIA_ZONE})`;
