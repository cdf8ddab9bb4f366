import Foundation

extension Text {
    /// Where the ellipsis goes when text does not fit: at the start, at the end or in the middle.
    public enum TruncationMode: Hashable, Sendable {
        /// The ellipsis at the start.
        case head
        /// The ellipsis at the end.
        case tail
        /// The ellipsis in the middle.
        case middle

        /// The display list's name for it.
        var truncation: TextTruncation {
            switch self {
            case .head: .head
            case .tail: .tail
            case .middle: .middle
            }
        }
    }
}

struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }

extension EnvironmentValues {
    /// Where the texts inside put the ellipsis when they are cut short: at the end unless set.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Where the texts inside put the ellipsis when they are cut short (by a line limit or too little height):
    /// `.head` keeps the end of a one-line text, `.middle` both ends.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
