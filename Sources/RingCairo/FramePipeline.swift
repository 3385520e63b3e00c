import Dispatch
import Synchronization

/// Renders frames on `jobs` threads and hands them over in order, overlapping the two.
///
/// Workers take the next frame index as they become free; the calling thread consumes frames
/// in index order as they arrive, while the workers go on rendering. At most `jobs × 4`
/// frames are rendered ahead of the consumer, so memory stays bounded however long the
/// animation, and encoders that must see frames in order (APNG, GIF) get them that way.
struct FramePipeline: Sendable {
  /// Threads to render on, at least 1.
  var jobs: Int
  /// Called on the calling thread after each frame is consumed, with the number done so far.
  var progress: (@Sendable (Int) -> Void)?

  /// Renders frames `0..<count` and consumes them in order; stops at the first error, from
  /// either side, and throws it.
  func run<Frame: Sendable>(
    count: Int,
    render: @escaping @Sendable (Int) throws(RenderError) -> Frame,
    consume: (Int, Frame) throws -> Void
  ) throws {
    let workers = min(max(1, jobs), count)
    guard workers > 1 else {
      for index in 0..<count {
        try consume(index, try render(index))
        progress?(index + 1)
      }
      return
    }

    // Created at 0 and raised: libdispatch traps if a semaphore dies below its initial value,
    // which an early stop would leave this one at.
    let ahead = DispatchSemaphore(value: 0)
    for _ in 0..<workers * 4 { ahead.signal() }
    let ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    let results = Mutex([Int: Result<Frame, RenderError>]())
    let next = Atomic(0)
    let stopped = Atomic(false)
    let group = DispatchGroup()
    for _ in 0..<workers {
      DispatchQueue.global(qos: .userInitiated).async(group: group) {
        while true {
          ahead.wait()
          let index = next.add(1, ordering: .relaxed).oldValue
          guard index < count, !stopped.load(ordering: .relaxed) else {
            ahead.signal()
            return
          }
          let result: Result<Frame, RenderError>
          do throws(RenderError) {
            result = .success(try render(index))
          } catch {
            result = .failure(error)
          }
          results.withLock { $0[index] = result }
          ready[index].signal()
        }
      }
    }
    defer {
      // Let every worker see the stop, even one waiting for room ahead, and wait for them.
      stopped.store(true, ordering: .relaxed)
      for _ in 0..<workers { ahead.signal() }
      group.wait()
    }
    for index in 0..<count {
      ready[index].wait()
      let result = results.withLock { $0.removeValue(forKey: index) }
      ahead.signal()
      guard let result else { continue }
      try consume(index, result.get())
      progress?(index + 1)
    }
  }
}
