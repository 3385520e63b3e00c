import CMicroHTTPD

/// glibc's allocator, tuned for a long-running server that renders images of any size.
package enum AllocatorTuning {
  /// Blocks at least this large (canvases of 512 × 512 px and more) are mapped afresh and
  /// returned to the system when freed, rather than kept in a heap.
  static let mappedBlockBytes: Int32 = 1 << 20
  /// Free memory at the top of a heap beyond this goes back to the system.
  static let trimBytes: Int32 = 2 << 20

  /// At most two arenas: with one per thread, each worker's arena kept the canvases of its
  /// largest render after use (over a run of mixed sizes without the cache, 39 MB resident
  /// instead of 30). Smaller canvases and rasters come from the heap and are reused: mapped
  /// afresh for each render (a 128-KiB threshold before), a 256-px ring's page faults (each
  /// zeroing a page, and flushing the other core's TLB where Cairo wrote a page it had read)
  /// were a quarter of the server's CPU, about 1 ms of the 4 a render cost; now it takes none.
  /// Larger canvases are rare and still mapped, so that one huge image leaves no heap behind.
  /// With a full 48-MiB cache after 100 000 mixed requests the process held 90 MB, not 85.
  /// Call it before the server's threads start; elsewhere than glibc it does nothing.
  package static func applyForServing() {
    #if canImport(Glibc)
      _ = mallopt(M_ARENA_MAX, 2)
      _ = mallopt(M_MMAP_THRESHOLD, mappedBlockBytes)
      _ = mallopt(M_TRIM_THRESHOLD, trimBytes)
    #endif
  }
}
