import Foundation

/// A colour, gradient or other paint for shapes and text.
public protocol ShapeStyle: Sendable {}

/// Styles the graph knows how to turn into paint.
protocol ResolvableShapeStyle {
    /// The paint for a region with the given bounds (in its local space).
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint
}

extension Color: ShapeStyle {}

extension Color: ResolvableShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        .color(resolve(in: environment))
    }
}

extension Color {
    /// The concrete components of this colour in an environment (its colour scheme).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        resolved(in: environment.colorScheme == .dark ? .dark : .light)
    }
}

/// The environment's foreground style (`foregroundStyle`/`foregroundColor`; primary by default).
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        environment.foregroundStyleResolver(environment, bounds)
    }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        guard level > 0 else { return environment.foregroundStyleResolver(environment, bounds) }
        // iOS label colours: secondary 60 %, tertiary 30 %, quaternary 18 % of the primary colour.
        let factor: Float = [1, 0.6, 0.3, 0.18][min(level, 3)]
        let base = environment.foregroundStyleResolver(environment, bounds)
        return base.multiplyingOpacity(by: factor)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }
    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        ShapeStyles.paint(base, in: environment, bounds: bounds)
    }
}

enum ShapeStyles {
    static func paint(_ style: any ShapeStyle, in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint {
        if let style = style as? ResolvableShapeStyle { return style.paint(in: environment, bounds: bounds) }
        GraphWarnings.log("\(type(of: style)) is not a shape style Flipbook can draw; using the foreground style.")
        return environment.foregroundStyleResolver(environment, bounds)
    }
}

extension DisplayList.Paint {
    func multiplyingOpacity(by factor: Float) -> DisplayList.Paint {
        func scaled(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            stops.map { var s = $0; s.color.opacity *= factor; return s }
        }
        switch self {
        case .color(var c): c.opacity *= factor; return .color(c)
        case let .linearGradient(stops, start, end): return .linearGradient(stops: scaled(stops), start: start, end: end)
        case let .radialGradient(stops, center, r0, r1):
            return .radialGradient(stops: scaled(stops), center: center, startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, center, a0, a1):
            return .angularGradient(stops: scaled(stops), center: center, startAngle: a0, endAngle: a1)
        }
    }

    /// A single colour standing for the paint (text is drawn in one colour).
    var representativeColor: Color.Resolved {
        switch self {
        case .color(let c): return c
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            return stops.first?.color ?? Color.black.resolved()
        }
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

    /// Resolves the foreground style, primary (black in light, white in dark) when none is set.
    var foregroundStyleResolver: (EnvironmentValues, CGRect) -> DisplayList.Paint {
        { environment, bounds in
            if let style = environment.foregroundStyle {
                var inner = environment
                inner.foregroundStyle = nil
                return style.paint(in: inner, bounds: bounds)
            }
            return .color(Color.primary.resolve(in: environment))
        }
    }
}

extension View {
    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
    }

    /// Sets the style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, AnyShapeStyle(style))
    }

    /// Sets the tint of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}

struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension AnyShapeStyle: Equatable {
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        guard let l = lhs.base as? any Equatable else { return false }
        return l.isEqual(to: rhs.base)
    }
}
