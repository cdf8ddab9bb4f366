import Foundation
import FlipbookViews

/// Wraps previews in shared setup, as iOS 18's `PreviewModifier`: `#Preview(traits: .modifier(SampleData()))`.
/// `makeSharedContext()` runs once per modifier type, before the first preview that uses it is shown; each
/// preview then shows `body(content:context:)`.
public protocol PreviewModifier: SendableMetatype {
    /// What `makeSharedContext()` makes for every preview that uses this modifier.
    associatedtype Context = Void
    /// The view the modifier makes of a preview.
    associatedtype Body: View
    /// The previewed view, as the modifier receives it.
    typealias Content = PreviewModifierContent

    /// Makes the context the previews share (sample data, say).
    static func makeSharedContext() async throws -> Context

    /// The preview `content`, modified.
    @ViewBuilder @MainActor func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The previewed view inside a ``PreviewModifier``'s body.
public struct PreviewModifierContent: View {
    let view: AnyView

    /// The previewed view, as it is.
    public var body: some View { view }
}

/// The shared contexts of the preview modifiers, made once each.
@MainActor
enum PreviewModifierContexts {
    private static var made: [ObjectIdentifier: Any] = [:]

    /// The context of `Modifier`, made on first use; nil, with a warning, if making it threw or did not finish.
    static func context<Modifier: PreviewModifier>(of modifier: Modifier.Type) -> Modifier.Context? {
        if let context = made[ObjectIdentifier(modifier)] as? Modifier.Context { return context }
        if let none = () as? Modifier.Context { return none }
        // `makeSharedContext()` is async and runs off the main actor (SwiftData's containers, sample files):
        // the preview waits for it, as Xcode's canvas does before it first shows the preview.
        nonisolated(unsafe) var result: Result<Modifier.Context, any Error>?
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do { result = .success(try await Modifier.makeSharedContext()) } catch { result = .failure(error) }
            done.signal()
        }
        guard done.wait(timeout: .now() + 30) == .success, let result else {
            warn("\(Modifier.self).makeSharedContext() did not finish in 30 s; the preview is shown without it")
            return nil
        }
        switch result {
        case .success(let context):
            made[ObjectIdentifier(modifier)] = context
            return context
        case .failure(let error):
            warn("\(Modifier.self).makeSharedContext() threw \(error); the preview is shown without it")
            return nil
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Flipbook] \(message)\n".utf8))
    }
}
