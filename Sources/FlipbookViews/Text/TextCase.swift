import Foundation

extension Text {
    /// A case that text in a view is shown in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in lower case.
        case lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

/// The text case of an environment, telling "never set" from "set to nil" (list headers are in capitals
/// unless a view above them says otherwise, even nil).
enum TextCaseSetting: Equatable {
    case unset
    case set(Text.Case?)
}

struct TextCaseKey: EnvironmentKey { static let defaultValue = TextCaseSetting.unset }

extension EnvironmentValues {
    /// The case text is shown in; nil shows it as written.
    public var textCase: Text.Case? {
        get {
            guard case .set(let textCase) = self[TextCaseKey.self] else { return nil }
            return textCase
        }
        set { self[TextCaseKey.self] = .set(newValue) }
    }

    var textCaseIsSet: Bool { self[TextCaseKey.self] != .unset }
}

extension View {
    /// Shows the text in this view in `textCase` (nil: as written; list section headers use this to turn off
    /// their capitals).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
