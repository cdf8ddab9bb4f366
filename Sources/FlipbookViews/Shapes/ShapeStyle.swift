import Foundation

/// A colour, gradient or other paint for shapes and text.
///
/// A style of your own (iOS 17) implements `resolve(in:)`, returning one of the built-in styles (or another of
/// yours) for the environment it is drawn in: its colour scheme, its tint.
public protocol ShapeStyle: Sendable {
    /// The style this one stands for in an environment; `Never` for the built-in styles, which draw themselves.
    associatedtype Resolved: ShapeStyle = Never
    /// The style to draw with in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles draw themselves and are never asked for another style.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) draws itself and resolves to no other style")
    }
}

extension Never: ShapeStyle {
    /// Never resolves.
    public typealias Resolved = Never
}

/// Styles the graph knows how to turn into paint.
protocol ResolvableShapeStyle {
    /// The style's colours resolved in `environment`, its geometry still relative to the bounds it will paint.
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension Color: ShapeStyle {}

extension Color {
    /// A colour made from a colour-like shape style (iOS 17): `Color(isOn ? tint : .red)`, where the style is a
    /// `Color`, is that colour; another style is its colour in the default environment (a gradient's first).
    public init<T: ShapeStyle & Hashable>(_ color: T) {
        if let color = color as? Color {
            self = color
        } else {
            self.init(ShapeStyles.resolve(color, in: EnvironmentValues()).representativeColor)
        }
    }
}

extension Color: ResolvableShapeStyle {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(resolve(in: environment))
    }
}

/// A resolved colour paints as itself (what `Color.resolve(in:)` returns is a style too, as in SwiftUI).
extension Color.Resolved: ShapeStyle, ResolvableShapeStyle {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(self) }
}

extension EnvironmentValues {
    /// The appearance colours resolve in: dark in the dark colour scheme.
    var colorAppearance: Color.Scheme { colorScheme == .dark ? .dark : .light }
}

extension Color {
    /// The concrete components of this colour in an environment (its colour scheme, and the asset catalog a
    /// named colour comes from).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved(in: environment.colorAppearance) { name in
            guard let color = environment.colorAssets[name] else {
                GraphWarnings.logOnce("No color named '\(name)' found in asset catalog for main bundle")
                return nil
            }
            return color
        }
    }
}

/// The environment's foreground style (`foregroundStyle`/`foregroundColor`; primary by default).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The foreground style of the environment.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment.resolvedForegroundStyle
    }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary, quinary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    /// The foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The foreground style, less prominent (60 % for a colour).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The foreground style, less prominent still (30 % for a colour).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The foreground style, fainter still (18 % for a colour).
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The foreground style at its faintest (iOS 16's fifth level: 10 % for a colour).
    public static let quinary = HierarchicalShapeStyle(level: 4)

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard level > 0 else { return environment.resolvedForegroundStyle }
        // A level given its own style (`foregroundStyle(_:_:)`) is that style.
        if let given = environment.resolvedForegroundLevel(level) { return given }
        // iOS label colours: secondary 60 %, tertiary 30 %, quaternary 18 %, quinary 10 % of the primary colour.
        let factor: Float = [1, 0.6, 0.3, 0.18, 0.1][min(level, 4)]
        return environment.resolvedForegroundStyle.multiplyingOpacity(by: factor)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The foreground style, less prominent.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The foreground style, less prominent still.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The foreground style, fainter still.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The foreground style at its faintest.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment (`foregroundStyle(_:)`, else the primary colour).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// The system grey.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`, hiding its type.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        ShapeStyles.resolve(base, in: environment)
    }
}

enum ShapeStyles {
    /// `style` resolved in `environment`; a style Flipbook cannot draw stands in as the foreground style.
    static func resolve(_ style: any ShapeStyle, in environment: EnvironmentValues) -> ResolvedPaint {
        let style = concrete(style, in: environment)
        if let style = style as? ResolvableShapeStyle { return style.resolvedPaint(in: environment) }
        GraphWarnings.log("\(type(of: style)) is not a shape style Flipbook can draw; using the foreground style.")
        return environment.resolvedForegroundStyle
    }

    /// The built-in style `style` stands for in `environment`: a style of the user's own replaced by what its
    /// `resolve(in:)` returns (again, for one that returns another of theirs), a type-erased one by what it wraps.
    static func concrete(_ style: any ShapeStyle, in environment: EnvironmentValues) -> any ShapeStyle {
        var style = style
        // A chain of user styles ends in a built-in one; the bound stops one that resolves to itself.
        for _ in 0..<32 {
            if let erased = style as? AnyShapeStyle {
                style = erased.base
            } else if style is ResolvableShapeStyle {
                return style
            } else if let next = resolvedOnce(style, in: environment) {
                style = next
            } else {
                return style
            }
        }
        GraphWarnings.logOnce("\(type(of: style)) resolves to shape styles of its own more than 32 times over")
        return style
    }

    private static func resolvedOnce<S: ShapeStyle>(_ style: S, in environment: EnvironmentValues) -> (any ShapeStyle)? {
        S.Resolved.self == Never.self ? nil : style.resolve(in: environment)
    }
}

struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The foreground style resolved here: primary (black in light, white in dark) when none is set.
    var resolvedForegroundStyle: ResolvedPaint {
        guard let style = foregroundStyle else { return .color(Color.primary.resolve(in: self)) }
        var inner = self
        inner.foregroundStyle = nil
        return style.resolvedPaint(in: inner)
    }
}

extension View {
    /// Sets the colour of text and shapes in this view (`.secondary` and the other levels follow from it).
    public func foregroundColor(_ color: Color?) -> some View {
        foregroundStyles(color.map { AnyShapeStyle($0) }, levels: [])
    }

    /// Sets the style of text and shapes in this view (`.secondary` and the other levels follow from it). A
    /// hierarchical style (`.secondary`) is that level of the foreground style around this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        foregroundStyles(AnyShapeStyle(style), levels: [])
    }

    /// Sets the tint of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint).environment(\.tintStyle, nil)
    }

    /// The accent colour of controls inside: the older spelling of `tint(_:)`, which it sets.
    public func accentColor(_ accentColor: Color?) -> some View {
        environment(\.tint, accentColor)
    }
}

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct TintStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
    /// The tint as the style it was given in (`tint(Gradient(…))`), for the controls that draw a style whole (a
    /// gauge); nil when the tint is a colour. `tint` is its colour.
    var tintStyle: AnyShapeStyle? {
        get { self[TintStyleKey.self] }
        set { self[TintStyleKey.self] = newValue }
    }
}

extension AnyShapeStyle: Equatable {
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        guard let l = lhs.base as? any Equatable else { return false }
        return l.isEqual(to: rhs.base)
    }
}

/// The tint of the view's environment (`tint(_:)`; the accent colour unless set), as a style.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The tint style of the environment.
    public init() {}
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color((environment.tint ?? .accentColor).resolve(in: environment))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    /// Sets the tint of controls in this view to a style (its colour).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_TintStyleModifier(style: tint.map { AnyShapeStyle($0) }))
    }
}

/// `tint(_:)` with a shape style: its colour, resolved in the environment the modifier is in.
struct _TintStyleModifier: ViewModifier {
    let style: AnyShapeStyle?
    @Environment(\.self) private var environment
    func body(content: Content) -> some View {
        content.environment(\.tint, style.map { Color(ShapeStyles.resolve($0, in: environment).representativeColor) })
            .environment(\.tintStyle, style.flatMap { $0.base is Color ? nil : $0 })
    }
}
