// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "RingKit",
  products: [
    .library(name: "RingKit", targets: ["RingKit"]),
    .library(name: "RingCairo", targets: ["RingCairo"]),
    .library(name: "RingImageDiff", targets: ["RingImageDiff"]),
    .library(name: "RingSnapshotTesting", targets: ["RingSnapshotTesting"]),
    .library(name: "RingTerminal", targets: ["RingTerminal"]),
    .library(name: "RingRenderer", targets: ["RingRenderer"]),
    .executable(name: "ringgen", targets: ["ringgen"]),
    /// libringkit.so: the C API of Sources/CRingKitABI/include/ringkit.h (`make clib`).
    .library(name: "ringkit", type: .dynamic, targets: ["RingKitC"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Public API

    /// The pure-Swift model: properties, geometry, text runs. No C, no I/O.
    .target(name: "RingKit"),

    /// The only Swift code that touches Cairo, Pango, fontconfig and libpng.
    .target(
      name: "RingCairo",
      dependencies: ["RingKit", "CRingCairo", "CRingPango", "CRingPNG", "CLibPNG", "CGif", "CRingWebP", "CRingJPEG"]),

    /// The ring as text in a terminal: cells fitted from a Cairo raster, ANSI colours, live redraw.
    .target(name: "RingTerminal", dependencies: ["RingKit", "RingCairo", "CRingChafa"]),

    /// pixelmatch's image comparison on decoded pixels: counts, region and diff image. Pure
    /// Swift, so that both `ringgen compare` and RingSnapshotTesting can use it.
    .target(name: "RingImageDiff", dependencies: ["RingKit"]),

    /// A spec in a format: the one renderer under the command line, the service and the C
    /// library, dispatching over the format registry (RingKit's ImageFormat); the checks of a
    /// spec for its output, and its warnings as values.
    .target(name: "RingRenderer", dependencies: ["RingKit", "RingCairo", "RingTerminal"]),

    /// `ringgen`'s commands, as values, a library so that tests can import it.
    .target(
      name: "RingCLI",
      dependencies: ["RingKit", "RingCairo", "RingTerminal", "RingRenderer", "RingImageDiff", "RingServer", "RingWeb"]),

    /// The web side of `ringgen serve`: the routes (rings, badges, the designer page, the
    /// OpenAPI document), reading queries and specs with RingKit and rendering with
    /// RingRenderer; RingServer carries the HTTP. No command-line code: the command line's own
    /// names a query may carry are handed in (`CommandLineName`).
    .target(name: "RingWeb", dependencies: ["RingKit", "RingCairo", "RingTerminal", "RingRenderer", "RingServer"]),

    /// The HTTP side of `ringgen serve`: libmicrohttpd's daemon behind a request → response
    /// function, with the limits, metrics, access log and graceful stop of a public service.
    /// Knows nothing about rings; RingWeb routes and renders.
    .target(name: "RingServer", dependencies: ["CMicroHTTPD", "CZlib", "CRingNettle"]),

    .executableTarget(name: "ringgen", dependencies: ["RingCLI"]),

    /// The C library: ringkit.h's functions, each checked against the header (`@c
    /// @implementation`), over RingKit's spec reader and the one renderer, with its checks and
    /// warnings. It depends on no command-line or HTTP code: libringkit.so links and loads
    /// neither libmicrohttpd nor nettle (scripts/check-clib checks).
    .target(name: "RingKitC", dependencies: ["CRingKitABI", "RingRenderer", "RingCairo", "RingImageDiff", "RingKit"]),

    /// Snapshot assertions for tests (ours and our users'): rings, PNGs, rasters and terminal
    /// text against reference files in `Snapshots/`. Imports XCTest and Swift Testing, so it is
    /// only ever a dependency of tests and benchmarks, never of `ringgen`.
    .target(name: "RingSnapshotTesting", dependencies: ["RingKit", "RingCairo", "RingTerminal", "RingImageDiff"]),

    // MARK: - Implementation details

    /// ringkit.h, the C library's hand-written header, for RingKitC to implement.
    .target(name: "CRingKitABI"),

    /// Cairo (with its FreeType/fontconfig, SVG and PDF back ends) and fontconfig.
    .systemLibrary(
      name: "CRingCairo",
      pkgConfig: "cairo-ft",
      providers: [.apt(["libcairo2-dev"])]
    ),

    /// Pango and pangocairo (text shaping, bidi and font fallback on Cairo contexts), imported
    /// only by RingCairo. Loaded with dlopen when a ring first draws text, not linked: they
    /// bring about twenty shared objects that every other process would pay to load.
    .target(name: "CRingPango", dependencies: ["CRingLoader"]),

    /// Pango's headers, for the compile-time check of CRingPango's declarations (CRingABICheck).
    .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),

    /// libpng's write API behind one C function, because libpng reports errors with
    /// longjmp, which Swift code cannot survive; and unfiltered PNGs written straight through
    /// zlib, byte for byte as libpng writes them but with a faster Adler-32 (ring_png_direct.c).
    /// libdeflate, which compresses whole images for APNG frames and inflates a PNG's whole
    /// image data at once, many times faster than zlib (ring_png_inflate.h says by how much),
    /// is loaded with dlopen when first needed, not linked (ring_deflate.h says why); so is
    /// ISA-L, which deflates ringgen's PNGs a row at a time in a fraction of zlib's time
    /// (ring_isal.h).
    .target(name: "CRingPNG", dependencies: ["CLibPNG", "CZlib", "CRingLoader"]),

    /// libpng's headers and library, found through pkg-config.
    .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),

    /// libmicrohttpd, the HTTP server under `ringgen serve`; imported only by RingServer. Loaded
    /// with dlopen when a server starts, not linked: it brings GnuTLS and seven more libraries
    /// that every other command would pay to load (libmicrohttpd-dev provides the header).
    .target(name: "CMicroHTTPD", dependencies: ["CRingLoader"]),

    /// libjpeg-turbo's TurboJPEG API, for `ringgen compare`'s JPEG inputs; imported only by
    /// RingCairo. Loaded with dlopen when a JPEG is first decoded, not linked: only compare reads
    /// JPEGs (libturbojpeg0-dev provides the header that CRingABICheck checks it against).
    .target(name: "CRingJPEG", dependencies: ["CRingLoader"]),

    /// dlopen with the messages a user reads, for the libraries above that are loaded, not linked.
    .target(name: "CRingLoader"),

    /// zlib, for gzip-encoded SVG responses; imported only by RingServer among Swift targets.
    /// CRingPNG's C uses it too, as libpng itself does, for the image data it compresses.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    /// nettle, for SHA-256 (strong ETags) and HMAC-SHA256 (signed URLs); imported only by
    /// RingServer. Loaded with dlopen when a server starts or `ringgen sign` signs, not linked:
    /// every other command would pay to map it (nettle-dev provides the headers).
    .target(name: "CRingNettle", dependencies: ["CRingLoader"]),

    /// libchafa (and GLib), for the ring as sixels in terminals that show them; imported only by
    /// RingTerminal. Loaded with dlopen when a sixel image is first encoded, not linked.
    .target(name: "CRingChafa", dependencies: ["CRingLoader"]),

    /// libchafa's headers, for the compile-time check of CRingChafa's declarations (CRingABICheck).
    .systemLibrary(name: "CChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),

    /// libwebp and libwebpmux, for lossless and animated WebP, and for reading compare's WebP
    /// inputs; imported only by RingCairo. Loaded with dlopen when a WebP is first encoded or
    /// decoded, not linked (libwebp-dev provides the headers).
    .target(name: "CRingWebP", dependencies: ["CRingLoader"]),

    /// giflib, for GIF animations.
    .systemLibrary(name: "CGif", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),

    /// `make bench`: per-frame drawing and encoding figures, and Cairo's own PNG writer
    /// on the same surfaces for comparison.
    // `make fuzz`: libFuzzer targets over every parser (built only with -sanitize=fuzzer).
    .executableTarget(
      name: "ring-fuzz", dependencies: ["RingCLI", "RingKit", "RingCairo", "RingImageDiff", "RingTerminal"],
      path: "Fuzz/RingFuzz"),
    .executableTarget(
      name: "ring-bench", dependencies: ["RingKit", "RingCairo", "BenchmarkSupport"], path: "Benchmarks/RingBench"),
    /// Timing and formatting shared by the benchmark executables.
    .target(name: "BenchmarkSupport", dependencies: ["RingKit"], path: "Benchmarks/BenchmarkSupport"),

    /// `make bench-snapshots`: how long the snapshot differ takes on 1024 × 1024 images, against
    /// the plain pixelmatch of the tests, and `ringgen compare` as a whole process.
    .executableTarget(
      name: "snapshot-bench",
      dependencies: [
        "RingKit", "RingCairo", "RingImageDiff", "RingSnapshotTesting", "RingImageFixtures", "BenchmarkSupport",
      ],
      path: "Benchmarks/SnapshotBench"),

    /// `make bench-terminal`: one 80-column terminal frame per symbol set and colour mode, the fit
    /// error and time beside libchafa's symbol engine (the bench's ChafaYardstick, through RingTerminal), and
    /// `ringgen watch`'s CPU time while it waits for input.
    .executableTarget(
      name: "terminal-bench", dependencies: ["RingKit", "RingCairo", "RingTerminal", "BenchmarkSupport"],
      path: "Benchmarks/TerminalBench"),

    // MARK: - Tests

    .testTarget(name: "RingKitTests", dependencies: ["RingKit"]),
    // RingCairoTests imports CRingCairo only to test drawIntoCairoContext with a caller's cairo_t;
    // it is also the renderer's visual regression suite, against the PNGs in `Snapshots/`.
    .testTarget(
      name: "RingCairoTests",
      dependencies: [
        "RingKit", "RingCairo", "CRingCairo", "RingSnapshotTesting", "RingImageDiff", "CRingABICheck",
      ]),
    /// CRingPango's and CRingChafa's prototypes, constants and struct layouts, checked against
    /// the libraries' headers when the tests compile.
    .target(
      name: "CRingABICheck", dependencies: ["CRingPango", "CPango", "CRingChafa", "CChafa", "CRingJPEG"],
      path: "Tests/CRingABICheck"),
    .testTarget(
      name: "RingTerminalTests", dependencies: ["RingTerminal", "RingKit", "RingCairo", "RingSnapshotTesting"]),
    .testTarget(
      name: "RingSnapshotTestingTests",
      dependencies: ["RingSnapshotTesting", "RingImageDiff", "RingKit", "RingCairo", "RingImageFixtures"]),
    .testTarget(
      name: "RingImageDiffTests", dependencies: ["RingImageDiff", "RingKit", "RingCairo", "RingImageFixtures"]),
    .testTarget(
      name: "RingCLITests",
      dependencies: [
        "RingCLI", "RingKit", "RingCairo", "RingTerminal", "RingRenderer", "RingServer", "RingWeb", "RingImageDiff",
        "RingImageFixtures", "RingKitC", "CRingKitABI",
        "RingHTTPTestClient",
        "ringgen",
      ]),
    .testTarget(name: "RingServerTests", dependencies: ["RingServer", "RingHTTPTestClient"]),
    /// A plain-socket HTTP client to 127.0.0.1 for the service's tests, in both test targets.
    .target(name: "RingHTTPTestClient", path: "Tests/RingHTTPTestClient"),
    /// Images the tests compare (rings, blocks, noise, PNGs of every colour type) and pixelmatch
    /// written out plainly, the oracle that the comparator and `ringgen compare` must agree with.
    .target(
      name: "RingImageFixtures", dependencies: ["RingKit", "RingCairo", "RingImageDiff"],
      path: "Tests/RingImageFixtures"),
  ]
)
