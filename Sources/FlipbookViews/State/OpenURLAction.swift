import Foundation

/// Opens a URL (`@Environment(\.openURL)`), as links and `openURL(url)` do. The system's action records
/// "Opening" and the URL in the host's warnings, since Flipbook has no browser; an action of one's own, set with
/// `.environment(\.openURL, OpenURLAction { url in … })`, sees the URL first and says what became of it.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Outcome: Sendable {
            case handled
            case discarded
            case systemAction(URL?)
        }
        let outcome: Outcome

        /// The handler opened the URL itself.
        public static let handled = Result(outcome: .handled)
        /// The handler refused the URL: nothing opens.
        public static let discarded = Result(outcome: .discarded)
        /// The handler leaves the URL to the action around it (at the top, the system's).
        public static let systemAction = Result(outcome: .systemAction(nil))
        /// The handler leaves another URL to the action around it.
        public static func systemAction(_ url: URL) -> Result { Result(outcome: .systemAction(url)) }
    }

    let handler: @MainActor @Sendable (URL) -> Result
    /// The action a `.systemAction` result falls back to: the one set further out, or nil for the system's.
    let fallback: Fallback?

    /// A box, so that an action can hold the action around it.
    final class Fallback: Sendable {
        let action: OpenURLAction
        init(_ action: OpenURLAction) { self.action = action }
    }

    /// An action that passes each URL to `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
        self.fallback = nil
    }

    init(handler: @escaping @MainActor @Sendable (URL) -> Result, fallback: OpenURLAction?) {
        self.handler = handler
        self.fallback = fallback.map(Fallback.init)
    }

    /// The system's action: records the URL in the host's warnings.
    static let system = OpenURLAction(handler: { url in
        GraphWarnings.log("Opening \(url.absoluteString)")
        return .handled
    })

    /// Opens `url`.
    @MainActor public func callAsFunction(_ url: URL) { _ = open(url) }

    /// Opens `url` and tells `completion` whether it was opened (false when a handler discarded it).
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(open(url))
    }

    @MainActor func open(_ url: URL) -> Bool {
        switch handler(url).outcome {
        case .handled: return true
        case .discarded: return false
        case .systemAction(let replacement): return (fallback?.action ?? .system).open(replacement ?? url)
        }
    }
}

struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// Opens a URL: the system's action records it in the host's warnings; a view can set its own, which
    /// handles the URLs of the links and `openURL` calls inside it.
    public var openURL: OpenURLAction {
        get { self[OpenURLActionKey.self] }
        set {
            // An action read from the environment already knows its fallback; a new one falls back to the
            // action it replaces.
            let outer = self[OpenURLActionKey.self]
            self[OpenURLActionKey.self] =
                newValue.fallback == nil ? OpenURLAction(handler: newValue.handler, fallback: outer) : newValue
        }
    }
}
