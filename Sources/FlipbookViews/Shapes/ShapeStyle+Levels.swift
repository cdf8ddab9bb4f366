import Foundation

/// The view's background (iOS 15's `.background` shape style): the style `backgroundStyle(_:)` set, or else the
/// system background.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The background style of the current context.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard let style = environment.backgroundStyle else { return .color(Color.systemBackground.resolve(in: environment)) }
        var outer = environment
        outer.backgroundStyle = nil  // `.backgroundStyle(.background)` means the system background, not itself
        return style.resolvedPaint(in: outer)
    }
}

struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style that replaces the system background in `.background` fills (`backgroundStyle(_:)`), if any.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// The style `.background` fills use inside this view, as `background(in:)` and `background()` do.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the area behind this view with the background style (`backgroundStyle(_:)`, or the system
    /// background).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background, ignoresSafeAreaEdges: edges)
    }

    /// Fills `shape` behind this view with the background style (`backgroundStyle(_:)`, or the system
    /// background).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(.background, in: shape, fillStyle: fillStyle)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The system background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The colour of separators (iOS 17's `.separator` shape style): the system separator colour.
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The separator style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(Color(.separator).resolve(in: environment))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The system separator colour.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The system fill of small shapes (iOS 17's `.fill` shape style): the translucent grey of a switch's track.
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The fill style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(Color(.systemFill).resolve(in: environment))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill colour (its levels, `.fill.secondary` and the rest, are fainter).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The colour of placeholder text (iOS 17's `.placeholder` shape style).
public struct PlaceholderTextShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The placeholder style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(Color(.placeholderText).resolve(in: environment))
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The system placeholder text colour.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// The background of the window (iOS 17's `.windowBackground`): on a phone, the system background colour.
public struct WindowBackgroundShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The window background style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(Color(.systemBackground).resolve(in: environment))
    }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background colour.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// The colour that marks a selection (`.selection`): on iOS, the environment's tint.
public struct SelectionShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The selection style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color((environment.tint ?? .accentColor).resolve(in: environment))
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of a selection: the tint.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The colour of links (iOS 17's `.link` shape style): the system link colour.
public struct LinkShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The link style.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(Color(.link).resolve(in: environment))
    }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The system link colour.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// A shape style at a lower level of emphasis (`.background.secondary`, `Color.red.tertiary`): its opacity
/// multiplied as iOS's label colours are (secondary 60 %, tertiary 30 %, quaternary 18 %, quinary 10 %), or by
/// the factor `opacity(_:)` gives.
public struct _LeveledShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let factor: Float
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        ShapeStyles.resolve(base, in: environment).multiplyingOpacity(by: factor)
    }
}

extension ShapeStyle {
    /// This style at the secondary level (60 % opacity).
    public var secondary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, factor: 0.6) }
    /// This style at the tertiary level (30 % opacity).
    public var tertiary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, factor: 0.3) }
    /// This style at the quaternary level (18 % opacity).
    public var quaternary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, factor: 0.18) }
    /// This style at the quinary level (10 % opacity).
    public var quinary: _LeveledShapeStyle<Self> { _LeveledShapeStyle(base: self, factor: 0.1) }

    /// This style with its opacity multiplied by `opacity` (a gradient's every stop, a picture's tiles).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _LeveledShapeStyle(base: self, factor: Float(opacity.isFinite ? min(max(opacity, 0), 1) : 1))
    }
}
