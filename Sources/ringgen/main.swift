import RingCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A reader that goes away (`ringgen -o - | head -c 10`) makes writes fail with EPIPE, which
// every command reports as "standard output closed" with exit 1, instead of a silent death.
signal(SIGPIPE, SIG_IGN)
exit(RingGen.main(Array(CommandLine.arguments.dropFirst())))
