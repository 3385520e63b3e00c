extension String {
  /// The text with HTML's five special characters escaped (`&`, `<`, `>`, `"`, and `'` as
  /// `&#39;`), for element content and quoted attribute values of the pages ringgen writes:
  /// the designer and compare's review page (``MarkupEscaping/html``).
  package var htmlEscaped: String { MarkupEscaping.html.escape(self) }
}
