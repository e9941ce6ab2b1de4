import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts a process's processor time in ticks of 1/100 s (USER_HZ). */
const MICROS_PER_TICK = 10_000;

interface ProcStat {
  parent: number;
  /** User and system time, in µs. */
  micros: number;
  /** That of its children that have ended, in µs. */
  endedChildrenMicros: number;
}

function stat(pid: number): ProcStat | null {
  try {
    // The command name in parentheses may hold spaces: the fields are counted after it.
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []).map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return {
      parent: fields[1] ?? 0,
      micros: (utime + stime) * MICROS_PER_TICK,
      endedChildrenMicros: (cutime + cstime) * MICROS_PER_TICK,
    };
  } catch {
    return null;
  }
}

/**
 * Processor time of a database server and its connections, the ended ones included (a connection
 * that closes during a load hands its time to the server's count of ended children).
 */
function treeMicros(root: number): number {
  const server = stat(root);
  let total = (server?.micros ?? 0) + (server?.endedChildrenMicros ?? 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.parent === root) total += child.micros;
  }
  return total;
}

/** Where the processor time of a load went, per request, in µs. */
export interface CpuPerRequest {
  server: number;
  /** The database server's processes; null when the database runs inside the server (PGlite). */
  database: number | null;
  /** This process: the load generator. */
  loadGenerator: number;
}

/**
 * Starts counting the processor time of the server, the database server and the load generator;
 * `perRequest` divides what each used since by the number of requests answered.
 */
export function startCpuMeter(serverPid: number, databasePid: number | null) {
  const server = stat(serverPid)?.micros ?? 0;
  const database = databasePid === null ? 0 : treeMicros(databasePid);
  const own = process.cpuUsage();
  return {
    perRequest(requests: number): CpuPerRequest {
      const used = process.cpuUsage(own);
      const per = (micros: number) => micros / Math.max(1, requests);
      return {
        server: per((stat(serverPid)?.micros ?? 0) - server),
        database: databasePid === null ? null : per(treeMicros(databasePid) - database),
        loadGenerator: per(used.user + used.system),
      };
    },
  };
}
