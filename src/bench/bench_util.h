/* What every benchmark program shares: a monotonic clock and the machine's name. Benchmarks only:
 * the game never reads a clock. */
#ifndef UG_BENCH_UTIL_H
#define UG_BENCH_UTIL_H

#include <stddef.h>

/* Seconds on a monotonic clock (for differences only). */
double ug_bench_now(void);
/* Seconds of CPU this thread has used (where the system counts it; else ug_bench_now): a figure
 * that a preemption by another process does not inflate. */
double ug_bench_cpu_now(void);
/* The CPU's model name ("unknown CPU" where it cannot be read), for the report's first line. */
void ug_bench_cpu_name(char *out, size_t size);

#endif /* UG_BENCH_UTIL_H */
