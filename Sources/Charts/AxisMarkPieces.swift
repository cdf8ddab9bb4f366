import Foundation
import FlipbookViews

/// A grid line across the plot at an axis value.
public struct AxisGridLine: AxisMark, AxisMarkRecording {
    let piece: AxisMarkPiece
    /// A grid line at the value (or between values, if `centered`), drawn with `stroke`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        piece = AxisMarkPiece(kind: .gridLine(centered: centered), stroke: stroke)
    }
    func pieces(into pieces: inout [AxisMarkPiece]) { pieces.append(piece) }
}

/// A short tick at an axis value.
public struct AxisTick: AxisMark, AxisMarkRecording {
    let piece: AxisMarkPiece
    /// A tick `length` points long (4 by default), drawn with `stroke`.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        piece = AxisMarkPiece(kind: .tick(length: length), stroke: stroke)
    }
    /// A tick of a length relative to the label.
    public init(centered: Bool? = nil, length: AxisTick.Length, stroke: StrokeStyle? = nil) {
        piece = AxisMarkPiece(kind: .tick(length: length.points), stroke: stroke)
    }
    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat?
        /// The chart's choice.
        public static let automatic = Length(points: nil)
        /// As far as the label.
        public static let label = Length(points: 6)
        /// Past the label by `extendPastBy` points.
        public static func longestLabel(extendPastBy extra: CGFloat = 0) -> Length { Length(points: 6 + extra) }
    }
    func pieces(into pieces: inout [AxisMarkPiece]) { pieces.append(piece) }
}

/// The label of an axis value: the value formatted, or a view of your own.
public struct AxisValueLabel: AxisMark, AxisMarkRecording {
    let piece: AxisMarkPiece

    /// The value as the chart formats it.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        piece = AxisMarkPiece(kind: .label(text: nil, view: nil, anchor: anchor), centered: centered)
    }

    /// A view of your own.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                               horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        piece = AxisMarkPiece(kind: .label(text: nil, view: AnyView(content()), anchor: anchor), centered: centered)
    }

    /// The value written with `format` (`.dateTime.month()`, `.number.precision(…)`).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                     offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                     horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        var piece = AxisMarkPiece(kind: .label(text: nil, view: nil, anchor: anchor), centered: centered)
        piece.formatter = { value in plottable(value, as: Format.FormatInput.self).map { format.format($0) } }
        self.piece = piece
    }

    /// `label` in place of the value.
    public init(_ label: LocalizedStringKey) {
        piece = AxisMarkPiece(kind: .label(text: label.key, view: nil, anchor: nil))
    }

    /// `label` in place of the value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S) {
        piece = AxisMarkPiece(kind: .label(text: String(label), view: nil, anchor: nil))
    }

    /// `label` in place of the value.
    public init(_ label: Text) {
        piece = AxisMarkPiece(kind: .label(text: nil, view: AnyView(label), anchor: nil))
    }

    func pieces(into pieces: inout [AxisMarkPiece]) { pieces.append(piece) }
}

/// How overlapping labels are resolved (accepted; Flipbook draws them all).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Labels drawn regardless.
    public static let disabled = AxisValueLabelCollisionResolution()
    /// Labels shortened to fit.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Every other label dropped until they fit.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
}

/// Which way axis labels run (accepted; Flipbook draws them level).
public struct AxisValueLabelOrientation: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation()
    /// Level.
    public static let horizontal = AxisValueLabelOrientation()
    /// Turned a quarter.
    public static let vertical = AxisValueLabelOrientation()
    /// Turned a quarter the other way.
    public static let verticalReversed = AxisValueLabelOrientation()
}

extension AxisMark {
    /// Draws the piece in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        _StyledAxisMark(mark: self) { $0.style = AnyShapeStyle(style) }
    }
    /// Writes the label in `font`.
    public func font(_ font: Font?) -> some AxisMark {
        _StyledAxisMark(mark: self) { $0.font = font }
    }
    /// Moves the piece.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        _StyledAxisMark(mark: self) { $0.offset.width += x; $0.offset.height += y }
    }
}

/// An axis mark piece with a style applied.
public struct _StyledAxisMark<Mark: AxisMark>: AxisMark, AxisMarkRecording {
    let mark: Mark
    let change: (inout AxisMarkPiece) -> Void
    func pieces(into pieces: inout [AxisMarkPiece]) {
        var own: [AxisMarkPiece] = []
        (mark as? any AxisMarkRecording)?.pieces(into: &own)
        for var piece in own {
            change(&piece)
            pieces.append(piece)
        }
    }
}
