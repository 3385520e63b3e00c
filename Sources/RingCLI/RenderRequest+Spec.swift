import RingKit

extension RenderRequest {
  /// The request as RingKit's description of a render, for reading JSON keys through the
  /// schema: the ring, canvas, animation and terminal text as they are, and the output path,
  /// format and memory limit the schema reads for the command line.
  ///
  /// Setting it keeps ``inputNames``.
  var spec: RenderSpec {
    get {
      RenderSpec(
        ring: ring, canvas: canvas, animation: animation,
        output: RenderSpec.Output(path: output, format: format, memoryLimit: memoryLimit), terminal: terminal,
        theme: theme)
    }
    set {
      ring = newValue.ring
      canvas = newValue.canvas
      animation = newValue.animation
      output = newValue.output.path
      format = newValue.output.format
      memoryLimit = newValue.output.memoryLimit
      theme = newValue.theme
      terminal = newValue.terminal
    }
  }
}
