import CRingKitABI
import Dispatch
import FoundationEssentials
import Synchronization

// swift-format-ignore: AlwaysUseLowerCamelCase
@c @implementation public func ringkit_render_many(
  _ specs: UnsafePointer<UnsafePointer<CChar>?>?, _ lengths: UnsafePointer<Int>?, _ count: Int,
  _ format: UnsafePointer<CChar>?, _ jobs: CInt, _ images: UnsafeMutablePointer<OpaquePointer?>?,
  _ statuses: UnsafeMutablePointer<CInt>?, _ errors: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  guard count > 0 else { return count == 0 ? 0 : usageStatus }
  guard let specs, let lengths, let images, jobs >= 0 else { return usageStatus }
  let (formatName, problem) = RingKitABI.formatName(format)
  let outcomes = UnsafeMutableBufferPointer<CInt>.allocate(capacity: count)
  defer { outcomes.deallocate() }
  let slots = RingKitABI.ManySlots(
    specs: specs, lengths: lengths, images: images, errors: errors, outcomes: outcomes.baseAddress!)
  let workers = min(count, jobs == 0 ? ProcessInfo.processInfo.activeProcessorCount : Int(jobs))
  let next = Atomic<Int>(0)
  // Each worker takes the next spec as it comes free, so one slow spec holds up no other.
  DispatchQueue.concurrentPerform(iterations: workers) { _ in
    while true {
      let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard index < count else { return }
      slots.render(index, format: formatName, problem: problem)
    }
  }
  statuses?.update(from: outcomes.baseAddress!, count: count)
  return outcomes.first { $0 != 0 } ?? 0
}

extension RingKitABI {
  /// A `ringkit_render_many` call's arrays, shared by its workers: each slot is written by the
  /// one worker that took its spec, and read by the caller only after every worker is done.
  struct ManySlots: @unchecked Sendable {
    let specs: UnsafePointer<UnsafePointer<CChar>?>
    let lengths: UnsafePointer<Int>
    let images: UnsafeMutablePointer<OpaquePointer?>
    let errors: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    let outcomes: UnsafeMutablePointer<CInt>

    /// Renders spec `index` into its slots, or refuses it for the call's `problem`.
    func render(_ index: Int, format: String?, problem: String?) {
      images[index] = nil
      let message = errors.map { $0 + index }
      message?.pointee = nil
      outcomes[index] =
        problem.map { RingKitABI.fail(usageStatus, $0, message) }
        ?? RingKitABI.render(specs[index], lengths[index], format: format, into: images + index, message: message)
    }
  }
}
