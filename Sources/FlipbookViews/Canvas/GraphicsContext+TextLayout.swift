import Foundation

/// Drawing the pieces of a `Text.Layout`, as a `TextRenderer` does: each call draws its glyphs where the layout
/// placed them, in their run's font and colour, under the context's transform, opacity, filters and clips.
extension GraphicsContext {
    /// Draws every run of `line`.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws every glyph of `run`.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.indices), options: options)
    }

    /// Draws the glyphs of `slice`, as one piece of text from the first one's place.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let glyphs = slice.run.glyphs[slice.indices.clamped(to: slice.run.glyphs.indices)]
        guard let first = glyphs.first else { return }
        let string = String(glyphs.map(\.character))
        let style = slice.run.style
        let metrics = resources.textMeasurer.measure(string, font: style.font, width: nil, lineLimit: 1)
        // A hair wider than measured, so that the piece is laid out again on one line, as measured.
        let drawing = DisplayList.TextDrawing(string: string, font: style.font, color: style.color,
                                              size: CGSize(width: metrics.size.width + 1, height: metrics.size.height),
                                              lineLimit: 1, alignment: .leading)
        let place = CGAffineTransform(translationX: first.x, y: slice.run.baseline - metrics.firstBaseline)
        emit(.text(drawing), transform: place.concatenating(transform))
    }
}
