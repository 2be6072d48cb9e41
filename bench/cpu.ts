// CPU accounting for benches that share the machine's cores with their own load generator. On a
// server, requests come from other machines; here the generator takes a share of the same cores,
// so a rate measured under it understates the server. Counting the CPU each side actually spends
// per operation gives the rate the cores would sustain without it. Linux only (/proc).
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU time the whole machine has been busy, in microseconds (user, nice, system, irq, softirq). */
function machineBusyMicros() {
  const [, user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .map(Number);
  return ((user! + nice! + system! + irq! + softirq!) * 1e6) / TICKS_PER_SECOND;
}

/** This process's own CPU time, in microseconds. */
function ownMicros() {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Another process's CPU time, in microseconds (utime and stime, after the parenthesised name). */
function processMicros(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

export interface CpuSpent {
  /** Microseconds of CPU the whole machine spent. */
  machine: number;
  /** Of which this process (a load generator running in it, or the driver on the raw side). */
  own: number;
  /** Of which the process `pid` given to `measureCpu` (the server), 0 without one. */
  server: number;
  /** Wall-clock microseconds. */
  wall: number;
}

/** Runs `work` and answers what it returned with the CPU the machine and the processes spent. */
export async function measureCpu<T>(work: () => Promise<T>, pid?: number): Promise<[T, CpuSpent]> {
  const server = () => (pid === undefined ? 0 : processMicros(pid));
  const start = { machine: machineBusyMicros(), own: ownMicros(), server: server(), wall: performance.now() * 1000 };
  const result = await work();
  return [
    result,
    {
      machine: machineBusyMicros() - start.machine,
      own: ownMicros() - start.own,
      server: server() - start.server,
      wall: performance.now() * 1000 - start.wall,
    },
  ];
}
