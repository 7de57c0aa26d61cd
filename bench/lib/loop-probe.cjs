// Preloaded into a bench's server (node --require bench/lib/loop-probe.cjs …): every BENCH_PROBE_MS
// (1000) it appends the process's event-loop delay (p50, p99, max of that interval), RSS, heap (and
// heap right after the last major collection) to
// BENCH_PROBE_FILE as one JSON line. Nothing in the product knows about it.
const { constants, monitorEventLoopDelay, PerformanceObserver } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');

const file = process.env.BENCH_PROBE_FILE;
if (file) {
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // The histogram holds the time between the sampling timer's runs: the delay is what exceeds its period.
  // The heap in use right after the last major collection: what a leak raises, whatever the saw above it.
  let heapAfterMajorGcMb = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        setImmediate(() => (heapAfterMajorGcMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20)));
  }).observe({ entryTypes: ['gc'] });
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  setInterval(
    () => {
      const memory = process.memoryUsage();
      const sample = {
        at: Date.now(),
        pid: process.pid,
        rssMb: Math.round(memory.rss / 2 ** 20),
        heapMb: Math.round(memory.heapUsed / 2 ** 20),
        heapAfterMajorGcMb,
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      };
      appendFileSync(file, JSON.stringify(sample) + '\n');
      delay.reset();
    },
    Number(process.env.BENCH_PROBE_MS ?? 1000),
  ).unref();
}
