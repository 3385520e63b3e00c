import RingRenderer
import RingTerminal

extension TerminalLayout {
  /// The layout of a request's ring on the terminal `context` describes.
  init(request: RenderRequest, context: TerminalContext, isTerminal: Bool, live: Bool, labelWidth: Int?) {
    self.init(
      terminal: request.spec.terminal, canvas: request.canvas, environment: context.environment,
      window: context.windowSize(), isTerminal: isTerminal, live: live, labelWidth: labelWidth)
  }
}
