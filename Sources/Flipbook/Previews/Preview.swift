import Foundation

/// A preview of a view, as the `#Preview` macro declares it: a name, traits and the view to show.
///
/// Flipbook finds every preview compiled into the program (``all``): those of `#Preview` and each
/// ``PreviewProvider``. `flipbook list` and `flipbook serve` show them as scenes, and so does
/// `PreviewServer(scenes: …)` in your own executable through `PreviewScene(preview:)`.
public struct Preview: Sendable {
    /// The name given to `#Preview`, or the provider's type name without `_Previews`.
    public let name: String?
    /// The canvas the traits ask for (a provider's `previewLayout(_:)`, read from its previewed view): a fixed
    /// size, the view's own size or the default. The previewed view is made on the main thread: read on another
    /// (the test runner's main actor, on Linux), a provider's layout is the default.
    public var layout: PreviewLayout {
        switch layoutSource {
        case .traits(let layout): return layout
        case let .previewedView(read, offMain): return Thread.isMainThread ? MainActor.assumeIsolated(read) : offMain
        }
    }
    private let layoutSource: LayoutSource
    /// Where the preview is declared (`Module/File.swift`), and the line.
    public let fileID: String
    /// The line of `fileID` the preview is declared on.
    public let line: Int
    /// The module that declares the preview (a provider has no `fileID`, but has a module).
    public let module: String
    private let body: @MainActor @Sendable () -> any View
    /// The traits that wrap the view (modifiers), made on the main actor each time the preview is shown.
    private let traits: @MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>]

    /// What `#Preview` expands to; write `#Preview` instead.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., fileID: String, line: Int,
                @ViewBuilder body: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        layoutSource = .traits(traits.reduce(PreviewLayout.device) { $1.layout ?? $0 })
        self.fileID = fileID
        self.line = line
        module = fileID.split(separator: "/").first.map(String.init) ?? ""
        self.traits = { traits }
        self.body = body
    }

    /// What `#Preview` expands to when its traits include ones of your own, which are made on the main actor
    /// (`@MainActor static var sampleData: Self = .modifier(SampleData())`); write `#Preview` instead.
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                customTraits: @escaping @MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>],
                fileID: String, line: Int, @ViewBuilder body: @escaping @MainActor @Sendable () -> any View) {
        self.name = name
        let builtIn = traits.reduce(PreviewLayout.device) { $1.layout ?? $0 }
        layoutSource = .previewedView({ customTraits().reduce(builtIn) { $1.layout ?? $0 } }, offMain: builtIn)
        self.fileID = fileID
        self.line = line
        module = fileID.split(separator: "/").first.map(String.init) ?? ""
        self.traits = customTraits
        self.body = body
    }

    /// Where the layout comes from: `#Preview`'s traits, or the view a provider previews.
    private enum LayoutSource {
        case traits(PreviewLayout)
        /// The layout read on the main thread, and the one known without it.
        case previewedView(@MainActor @Sendable () -> PreviewLayout, offMain: PreviewLayout)
    }

    init(providerName: String, module: String, layout: @escaping @MainActor @Sendable () -> PreviewLayout,
         makeView: @escaping @MainActor @Sendable () -> any View) {
        name = providerName
        layoutSource = .previewedView(layout, offMain: .device)
        fileID = ""
        line = 0
        self.module = module
        body = makeView
        traits = { [] }
    }

    /// The previewed view, inside its modifier traits (the first given innermost).
    @MainActor public func makeView() -> AnyView {
        traits().compactMap(\.wrap).reduce(AnyView(body())) { view, wrap in wrap(view) }
    }

    /// Makes the shared contexts of the preview's ``PreviewModifier``s, waiting for their `makeSharedContext()`
    /// however long it takes. ``makeView()`` makes them too, but cannot wait inside a task for one that suspends
    /// (a test's): await this first there.
    @MainActor public func prepare() async {
        for trait in traits() { await trait.prepare?() }
    }

    /// The canvas of a preview whose traits do not fix one (`.sizeThatFitsLayout` included, for now).
    public static let defaultCanvas = CGSize(width: 400, height: 400)

    /// The canvas to show the preview on: the fixed layout's size, or ``defaultCanvas``.
    public var canvasSize: CGSize {
        if case let .fixed(width, height) = layout, width >= 1, height >= 1, width.isFinite, height.isFinite {
            return CGSize(width: width, height: height)
        }
        return Self.defaultCanvas
    }

    /// Where the preview comes from: `#Preview in Module/File.swift:12`, or `PreviewProvider`.
    public var origin: String {
        fileID.isEmpty ? "PreviewProvider" : "#Preview in \(fileID):\(line)"
    }

    /// The name shown for the preview: its own, or the file and line it is declared at.
    public var displayName: String {
        if let name, !name.isEmpty { return name }
        let file = (fileID as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
        return "\(file):\(line)"
    }

    /// The traits a preview can take (`PreviewTrait<Preview.ViewTraits>`).
    public enum ViewTraits {}
}

/// A trait of a preview: its layout, orientation or a ``PreviewModifier``. Orientations are accepted and have no
/// effect here.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    /// What a modifier trait does to the previewed view.
    var wrap: (@MainActor @Sendable (AnyView) -> AnyView)?
    /// What a modifier trait makes before the view is shown (its shared context).
    var prepare: (@MainActor @Sendable () async -> Void)?

    init(layout: PreviewLayout?, wrap: (@MainActor @Sendable (AnyView) -> AnyView)? = nil,
         prepare: (@MainActor @Sendable () async -> Void)? = nil) {
        self.layout = layout
        self.wrap = wrap
        self.prepare = prepare
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A canvas of the device's size (``Preview/defaultCanvas`` here).
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
    /// A canvas the size of the view itself.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
    /// A canvas of the given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// An orientation; accepted for source compatibility, the canvas does not change.
    public static var portrait: PreviewTrait { PreviewTrait(layout: nil) }
    /// An orientation; accepted for source compatibility, the canvas does not change.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(layout: nil) }
    /// An orientation; accepted for source compatibility, the canvas does not change.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(layout: nil) }
    /// An orientation; accepted for source compatibility, the canvas does not change.
    public static var landscapeRight: PreviewTrait { PreviewTrait(layout: nil) }
    /// Wraps the previewed view in `modifier`'s body, with the context its `makeSharedContext()` makes (iOS 18).
    public static func modifier<Modifier: PreviewModifier>(_ modifier: Modifier) -> PreviewTrait {
        nonisolated(unsafe) let modifier = modifier
        return PreviewTrait(layout: nil, wrap: { view in
            guard let context = PreviewModifierContexts.context(of: Modifier.self) else { return view }
            return AnyView(modifier.body(content: PreviewModifierContent(view: view), context: context))
        }, prepare: { await PreviewModifierContexts.prepare(Modifier.self) })
    }
}

/// The size of a preview's canvas, as SwiftUI's `previewLayout(_:)` takes it.
public enum PreviewLayout: Sendable, Equatable {
    /// The device's canvas (``Preview/defaultCanvas`` here).
    case device
    /// The view's own size in SwiftUI; shown on ``Preview/defaultCanvas`` here for now.
    case sizeThatFits
    /// A canvas of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// Declares a preview of a view: `#Preview { MyView() }` or `#Preview("Name") { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Declares a preview with traits: `#Preview("Card", traits: .sizeThatFitsLayout) { Card() }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a variable declared in a `#Preview` body as a property of the previewed view (iOS 18):
/// `@Previewable @State var count = 0` gives the preview state it can change.
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")

/// The types `#Preview` declares; Flipbook finds them through their conformance to this protocol.
public protocol _FlipbookPreviewRegistration {
    static var preview: Preview { get }
}
