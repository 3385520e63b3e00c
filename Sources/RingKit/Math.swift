// RingKit's only contact with C: the platform's libm, for sine and cosine, which the Swift
// standard library does not provide. Kept to this file so that nothing else in the module
// sees the C library.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@inline(__always) func sine(_ x: Double) -> Double { sin(x) }
@inline(__always) func cosine(_ x: Double) -> Double { cos(x) }
