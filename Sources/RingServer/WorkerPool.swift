import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed number of threads that run submitted jobs, first come first served: where the
/// server's slow answers (renders) run while libmicrohttpd's one I/O thread goes on serving
/// other connections.
///
/// The threads are detached: ``stop()`` lets them finish the job in hand and exit, and jobs
/// submitted after it never run.
final class WorkerPool: Sendable {
  private struct Queue {
    var jobs: [@Sendable () -> Void] = []
    /// The index of the next job to run in `jobs` (compacted when the queue empties).
    var next = 0
    var stopped = false
  }

  private let queue = Mutex(Queue())
  /// Signalled once per job submitted, and once per thread at stop.
  private let ready = DispatchSemaphore(value: 0)
  let threadCount: Int

  /// Starts `threads` threads (at least 1). Throws when the system will not start one.
  init(threads: Int) throws(ServerError) {
    threadCount = max(1, threads)
    for _ in 0..<threadCount {
      let context = Unmanaged.passRetained(self).toOpaque()
      var thread = pthread_t()
      guard pthread_create(&thread, nil, workerPoolMain, context) == 0 else {
        Unmanaged<WorkerPool>.fromOpaque(context).release()
        stop()
        throw ServerError("could not start a worker thread")
      }
      pthread_detach(thread)
    }
  }

  /// Runs `job` on the next free thread, unless the pool has stopped.
  func submit(_ job: @escaping @Sendable () -> Void) {
    let accepted = queue.withLock { queue in
      guard !queue.stopped else { return false }
      queue.jobs.append(job)
      return true
    }
    if accepted { ready.signal() }
  }

  /// Lets every thread exit once it has finished the job in hand; queued jobs are dropped.
  func stop() {
    let wasRunning = queue.withLock { queue in
      defer {
        queue.stopped = true
        queue.jobs = []
        queue.next = 0
      }
      return !queue.stopped
    }
    guard wasRunning else { return }
    for _ in 0..<threadCount { ready.signal() }
  }

  /// One thread's loop, until the pool stops.
  fileprivate func run() {
    while true {
      ready.wait()
      let next: (job: (@Sendable () -> Void)?, stopped: Bool) = queue.withLock { queue in
        guard !queue.stopped, queue.next < queue.jobs.count else { return (nil, queue.stopped) }
        let job = queue.jobs[queue.next]
        queue.next += 1
        if queue.next == queue.jobs.count {
          queue.jobs.removeAll(keepingCapacity: true)
          queue.next = 0
        }
        return (job, false)
      }
      if next.stopped { return }
      next.job?()
    }
  }
}

/// A worker thread's start routine; its argument is a retained ``WorkerPool``.
private func workerPoolMain(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let context else { return nil }
  let pool = Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue()
  pool.run()
  return nil
}
