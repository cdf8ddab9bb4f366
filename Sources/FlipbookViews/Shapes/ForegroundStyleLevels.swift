import Foundation

// `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)` give the secondary and tertiary levels styles of their own:
// `.secondary` and `.tertiary` are then those styles (not the primary one, fainter), and so are the layers of a
// symbol drawn `.palette` (see `ImageNode`).

struct ForegroundStyleLevelsKey: EnvironmentKey {
    static let defaultValue: [AnyShapeStyle] = []
}

extension EnvironmentValues {
    /// The styles given to the secondary and tertiary levels, in order; empty when they follow the primary one.
    var foregroundStyleLevels: [AnyShapeStyle] {
        get { self[ForegroundStyleLevelsKey.self] }
        set { self[ForegroundStyleLevelsKey.self] = newValue }
    }

    /// The style given to `level` (1: secondary, 2: tertiary) resolved here, if one was given.
    func resolvedForegroundLevel(_ level: Int) -> ResolvedPaint? {
        let levels = foregroundStyleLevels
        guard level >= 1, level <= levels.count else { return nil }
        var inner = self
        inner.foregroundStyle = nil
        inner.foregroundStyleLevels = []
        return levels[level - 1].resolvedPaint(in: inner)
    }
}

extension View {
    /// Sets the primary and secondary styles: `.secondary` (and a palette symbol's second layer) is `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyles(AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                                 _ tertiary: S3) -> some View {
        foregroundStyles(AnyShapeStyle(primary), levels: [AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    func foregroundStyles(_ primary: AnyShapeStyle?, levels: [AnyShapeStyle]) -> some View {
        transformEnvironment(\.self) { environment in
            if let level = primary?.base as? HierarchicalShapeStyle {
                // `.secondary` is the second level of the style around: kept with it, as it is replaced here.
                environment.foregroundStyle = AnyShapeStyle(LevelOfForegroundStyle(
                    level: level, primary: environment.foregroundStyle, levels: environment.foregroundStyleLevels))
            } else {
                environment.foregroundStyle = primary
            }
            environment.foregroundStyleLevels = levels
        }
    }
}

/// A level of the foreground style a view had before `foregroundStyle(.secondary)` replaced it.
struct LevelOfForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    let level: HierarchicalShapeStyle
    let primary: AnyShapeStyle?
    let levels: [AnyShapeStyle]

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var around = environment
        around.foregroundStyle = primary
        around.foregroundStyleLevels = levels
        return level.resolvedPaint(in: around)
    }
}
