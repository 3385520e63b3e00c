// RingKit's contact with C: the platform's libm, for the elementary functions the Swift
// standard library does not provide (sine, cosine, powers, exponentials, logarithms); and
// printf's `%.*f` in FixedPoint.swift. Kept to these two files so that nothing else in the module
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
@inline(__always) func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) func exponential(_ x: Double) -> Double { exp(x) }
@inline(__always) func logarithm(_ x: Double) -> Double { log(x) }
@inline(__always) func cubeRoot(_ x: Double) -> Double { cbrt(x) }
@inline(__always) func tangent(_ x: Double) -> Double { tan(x) }
@inline(__always) func arcTangent(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
