import FoundationEssentials
import RingTerminal

/// One frame of `ringgen watch` before it is written: character cells, or inside tmux with
/// kitty's graphics a PNG over a block of cells (see ``RingTerminal/LiveTmuxImage``).
enum WatchPicture: Equatable {
  /// The rings as text cells.
  case cells(CellGrid)
  /// The ring as a PNG shown over `columns` × `rows` cells.
  case image(png: Data, columns: Int, rows: Int)
}
