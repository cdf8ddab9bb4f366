import Foundation
import FlipbookViews

/// Wraps previews in shared setup, as iOS 18's `PreviewModifier`: `#Preview(traits: .modifier(SampleData()))`.
/// `makeSharedContext()` runs once per modifier type, on the main actor, before the first preview that uses it is
/// shown; each preview then shows `body(content:context:)`.
@MainActor
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
    @ViewBuilder func body(content: Content, context: Context) -> Body
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
    /// What each modifier type's `makeSharedContext()` gave: its context, or the error it threw.
    private static var made: [ObjectIdentifier: Result<Any, any Error>] = [:]

    /// Makes the context of `Modifier` if it has not been made, waiting for it however long it takes.
    static func prepare<Modifier: PreviewModifier>(_ modifier: Modifier.Type) async {
        guard made[ObjectIdentifier(modifier)] == nil else { return }
        let result: Result<Any, any Error>
        do { result = .success(try await Modifier.makeSharedContext()) } catch { result = .failure(error) }
        if made[ObjectIdentifier(modifier)] == nil { made[ObjectIdentifier(modifier)] = result }
    }

    /// The context of `Modifier`, made on first use; nil, with a warning, if making it threw or did not finish.
    static func context<Modifier: PreviewModifier>(of modifier: Modifier.Type) -> Modifier.Context? {
        if let none = () as? Modifier.Context { return none }
        if made[ObjectIdentifier(modifier)] == nil {
            // `makeSharedContext()` runs here until it first suspends, which most never do (a SwiftData container
            // filled with samples). One that waits on something (a file, a sleep) finishes where the program lets
            // the main actor's queue run between frames (`flipbook render`, a preview's own process); a test
            // awaits `Preview.prepare()` first.
            Task.immediate { await prepare(modifier) }
            let start = ContinuousClock.now
            while made[ObjectIdentifier(modifier)] == nil, ContinuousClock.now - start < .seconds(30),
                  MainActorQueue.drain() {}
        }
        switch made[ObjectIdentifier(modifier)] {
        case .success(let context)?:
            return context as? Modifier.Context
        case .failure(let error)?:
            warn("\(Modifier.self).makeSharedContext() threw \(error); the preview is shown without it")
            return nil
        case nil:
            warn("\(Modifier.self).makeSharedContext() had not finished when the preview was shown; it is shown "
                 + "without it (await the preview's prepare() before showing it)")
            return nil
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("[Flipbook] \(message)\n".utf8))
    }
}
