import { integer, timestamp } from 'drizzle-orm/pg-core';

// Column shapes every table repeats.

export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAtColumn = (name = 'created_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();
