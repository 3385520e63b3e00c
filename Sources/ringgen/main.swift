import RingCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(RingGen.main(Array(CommandLine.arguments.dropFirst())))
