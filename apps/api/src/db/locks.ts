/**
 * The session advisory locks the processes of a fleet take on PostgreSQL, each for one task. They
 * live in one place because two tasks on the same number wait on each other: a process holding the
 * sweep's lock for minutes would keep another from starting its job queue.
 */
export const FLEET_LOCKS = {
  /** Processes started together migrate one at a time. */
  migrations: 7_215_001,
  /** One process at a time checks the stored files after a crash, for as long as that takes. */
  sweep: 7_215_002,
  /** Processes started together create the job queue's schema and queues one at a time. */
  queueSchema: 7_215_003,
} as const;
