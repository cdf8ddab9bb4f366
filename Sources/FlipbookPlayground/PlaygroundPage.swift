import FlipbookViews

/// What a playground page can show live: a SwiftUI view, or a hosting controller or view holding one.
public protocol PlaygroundLiveViewable {
    /// The SwiftUI view shown.
    @MainActor var _liveSwiftUIView: AnyView { get }
}

extension UIHostingController: PlaygroundLiveViewable {
    /// The controller's root view.
    public var _liveSwiftUIView: AnyView { AnyView(rootView) }
}

extension NSHostingController: PlaygroundLiveViewable {
    /// The controller's root view.
    public var _liveSwiftUIView: AnyView { AnyView(rootView) }
}

extension NSHostingView: PlaygroundLiveViewable {
    /// The hosting view's root view.
    public var _liveSwiftUIView: AnyView { AnyView(rootView) }
}

/// A SwiftUI view given to `setLiveView(_:)`.
struct LiveSwiftUIView: PlaygroundLiveViewable {
    let view: AnyView
    var _liveSwiftUIView: AnyView { view }
}

/// The playground page running, as Xcode's and Swift Playgrounds' `PlaygroundSupport` has it: what the page sets
/// live is the scene `flipbook` shows for the page (its statements run first, as the page's do).
@MainActor
public final class PlaygroundPage {
    /// The page running.
    public static let current = PlaygroundPage()

    /// What the page shows live.
    public var liveView: PlaygroundLiveViewable?

    /// Whether the page keeps running after its last statement (a live view always does here).
    public var needsIndefiniteExecution = false

    /// Whether the live view takes the whole window (accepted; the canvas is the scene's).
    public var wantsFullScreenLiveView = false

    /// Shows `view` live.
    public func setLiveView<Content: View>(_ view: Content) {
        liveView = LiveSwiftUIView(view: AnyView(view))
    }

    /// Shows a hosting controller's or hosting view's SwiftUI view live.
    public func setLiveView(_ liveView: PlaygroundLiveViewable) {
        self.liveView = liveView
    }

    /// Ends the page's execution (nothing to end here: the live view is the scene).
    public func finishExecution() {}

    /// The view the page set live, or a notice that it set none.
    public var _shownView: AnyView {
        liveView?._liveSwiftUIView
            ?? AnyView(Text("The page sets no live view (PlaygroundPage.current.setLiveView(…))").foregroundStyle(.red))
    }
}
