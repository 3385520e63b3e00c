#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with its standard output, and with `quietErrors` its
/// standard error, sent to /dev/null; returns its wall time and the CPU time of all its
/// threads (user and system), both in milliseconds, and its exit status. A program that
/// cannot be started ends the benchmark.
public func timeProcess(
  _ arguments: [String], quietErrors: Bool = true
) -> (milliseconds: Double, cpuMilliseconds: Double, status: Int32) {
  var pid: pid_t = 0
  let argv = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  if quietErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
  let clock = ContinuousClock()
  let start = clock.now
  guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
    print("cannot run \(arguments[0])")
    exit(1)
  }
  var status: Int32 = 0
  var usage = rusage()
  wait4(pid, &status, 0, &usage)
  let wall = milliseconds(clock.now - start)
  let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) { total, time in
    total + Double(time.tv_sec) * 1e3 + Double(time.tv_usec) * 1e-3
  }
  return (wall, cpu, (status >> 8) & 0xFF)
}
