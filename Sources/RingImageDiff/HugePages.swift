#if canImport(Glibc)
  import Glibc
#endif

/// Large buffers the comparator fills once, such as a diff image.
enum HugePages {
  /// Asks for the untouched pages of `buffer` as 2-MiB pages, where the kernel gives them only
  /// on request (transparent_hugepage "madvise"), as CRingPNG does for decoded images: a whole
  /// 3446 × 10728 diff image then costs about 70 page faults rather than 36,000 (a `compare
  /// --triptych` of that pair: 45,000 faults in all, then 9,200). A hint only: where it is
  /// refused, the pages are the usual ones.
  static func prefer(for buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard let base = buffer.baseAddress else { return }
      let huge = UInt(2 << 20)
      let start = (UInt(bitPattern: base) + huge - 1) & ~(huge - 1)
      let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~(huge - 1)
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
