import Dispatch
import Synchronization

/// Renders frames on up to `jobs` threads and hands them over in order.
///
/// Frames are made in chunks of a few per thread with `DispatchQueue.concurrentPerform`; each
/// chunk is then consumed in frame order on the calling thread, so memory stays bounded by the
/// chunk however long the animation, and encoders that must see frames in order (APNG, GIF)
/// get them that way.
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
    let jobs = max(1, jobs)
    let chunk = jobs == 1 ? 1 : jobs * 4
    for start in stride(from: 0, to: count, by: chunk) {
      let indices = start..<min(start + chunk, count)
      let frames = Mutex([Result<Frame, RenderError>?](repeating: nil, count: indices.count))
      let work: @Sendable (Int) -> Void = { offset in
        let result: Result<Frame, RenderError>
        do throws(RenderError) {
          result = .success(try render(indices.lowerBound + offset))
        } catch {
          result = .failure(error)
        }
        frames.withLock { $0[offset] = result }
      }
      if jobs == 1 {
        for offset in 0..<indices.count { work(offset) }
      } else {
        DispatchQueue.concurrentPerform(iterations: indices.count, execute: work)
      }
      for (offset, result) in frames.withLock({ $0 }).enumerated() {
        guard let result else { continue }
        try consume(indices.lowerBound + offset, result.get())
        progress?(indices.lowerBound + offset + 1)
      }
    }
  }
}
