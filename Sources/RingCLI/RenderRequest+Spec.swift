import RingKit
import RingTerminal

extension RenderRequest {
  /// The request as RingKit's description of a render, for reading JSON keys through the
  /// schema: the ring, canvas and animation as they are, the output and terminal choices by
  /// name.
  ///
  /// Setting it keeps ``inputNames``. A name the schema accepts is always a case of
  /// ``RingTerminal/SymbolSet``, ``RingTerminal/ColorMode`` or
  /// ``TerminalRequest/Graphics`` (a test checks the lists), so none is dropped.
  var spec: RenderSpec {
    get {
      var terminal = RenderSpec.Terminal()
      terminal.columns = self.terminal.columns
      terminal.cellAspect = self.terminal.cellAspect
      terminal.symbols = self.terminal.symbols?.rawValue
      terminal.color = self.terminal.color?.rawValue
      terminal.graphics = self.terminal.graphics?.rawValue
      terminal.glyphs = self.terminal.glyphs
      return RenderSpec(
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
      terminal.columns = newValue.terminal.columns
      terminal.cellAspect = newValue.terminal.cellAspect
      terminal.symbols = newValue.terminal.symbols.flatMap(SymbolSet.init(rawValue:))
      terminal.color = newValue.terminal.color.flatMap(ColorMode.init(rawValue:))
      terminal.graphics = newValue.terminal.graphics.flatMap(TerminalRequest.Graphics.init(rawValue:))
      terminal.glyphs = newValue.terminal.glyphs
    }
  }
}
