import Foundation

/// An app's structure, as SwiftUI's `App`: its scenes. Flipbook renders views, not windows: an app compiles
/// as written (`@main` included), `flipbook` hosts the content of its first `WindowGroup`, and running the
/// program itself says so.
@MainActor
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app (Flipbook's runner makes it to read its first window).
    init()
}

extension App {
    /// What `@main` runs: Flipbook has no windows, so it names the view it would show and how to see it.
    public static func main() {
        let hasWindow = Self().body._firstWindowContent != nil
        print("\(Self.self): Flipbook renders views, not windows"
              + (hasWindow ? "; host the first WindowGroup's content in a ViewHost, or render it with `flipbook`."
                           : ", and this app has no WindowGroup."))
    }

    /// The content of the app's first window group, as a view.
    public var _firstWindowView: AnyView? { body._firstWindowContent.map { AnyView($0) } }
}

/// The first window of `app`, as a view that owns the app's `@State` and `@StateObject`: a change to them
/// makes the app's scenes again, as SwiftUI does (`WindowGroup { ContentView(isOn: $isOn) }`).
public struct _AppWindow<A: App>: View {
    let app: A

    /// The first window of `app`.
    public init(_ app: A) { self.app = app }

    public var body: some View {
        if let content = app.body._firstWindowContent {
            AnyView(content)
        } else {
            Text("\(A.self) has no WindowGroup").foregroundStyle(.red)
        }
    }
}

/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
    /// The root view of the first window in this scene, if any.
    var _firstWindowContent: (any View)? { get }
}

extension Scene {
    public var _firstWindowContent: (any View)? { body._firstWindowContent }
}

extension Never: Scene {
    public var _firstWindowContent: (any View)? { nil }
}

/// Builds an app's scenes.
@resultBuilder
@MainActor
public enum SceneBuilder {
    /// The statements of a block, in order.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// The statements of a block, in order.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
    /// One statement of the builder, as written.
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    /// An `if` without an `else`: the content, or nothing.
    public static func buildOptional<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
    /// An `if` without an `else`: the content, or nothing.
    public static func buildIf<S: Scene>(_ scene: S?) -> _OptionalScene<S> { _OptionalScene(scene: scene) }
}

/// Several scenes.
public struct _TupleScene<each S: Scene>: Scene {
    let scenes: (repeat each S)
    init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }
    public var body: Never { fatalError("_TupleScene has no body") }
    public var _firstWindowContent: (any View)? {
        for scene in repeat each scenes {
            if let content = scene._firstWindowContent { return content }
        }
        return nil
    }
}

/// A scene that may be missing.
public struct _OptionalScene<S: Scene>: Scene {
    let scene: S?
    public var body: Never { fatalError("_OptionalScene has no body") }
    public var _firstWindowContent: (any View)? { scene?._firstWindowContent }
}

/// A window of an app, showing `content`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// The window's title.
    public let title: String?

    /// A window showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    /// A window titled `title` showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    /// A window titled `title` with an identifier, showing `content`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
    }

    /// A window with an identifier, showing `content`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        title = nil
    }

    public var body: Never { fatalError("WindowGroup has no body") }
    public var _firstWindowContent: (any View)? { content }
}

extension WindowGroup {
    /// Windows each presenting a value of `type` (opened with `openWindow(value:)`); Flipbook's window shows
    /// the content for no value.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
        title = nil
    }

    /// Titled windows each presenting a value of `type`; Flipbook's window shows the content for no value.
    public init<D: Decodable & Encodable & Hashable>(_ title: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
        self.title = title
    }

    /// Windows each presenting a value of `type`, starting from `defaultValue`; Flipbook's window shows the
    /// content for the default value.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.content = content(.constant(defaultValue()))
        title = nil
    }
}

/// A single window (macOS), shown as the app's window when it is the first scene.
public struct Window<Content: View>: Scene {
    let content: Content
    /// A window titled `title` with identifier `id`, showing `content`.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError("Window has no body") }
    public var _firstWindowContent: (any View)? { content }
}

/// A settings window (never shown by Flipbook).
public struct Settings<Content: View>: Scene {
    /// A settings window (macOS; accepted, never shown).
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("Settings has no body") }
    public var _firstWindowContent: (any View)? { nil }
}
