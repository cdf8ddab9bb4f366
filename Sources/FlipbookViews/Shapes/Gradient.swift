import Foundation

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
    /// A colour at a place along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop is along the gradient, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
    }

    func resolvedStops(in environment: EnvironmentValues) -> [DisplayList.GradientStop] {
        stops.map { DisplayList.GradientStop(color: $0.color.resolve(in: environment), location: $0.location) }
    }

    /// The gradient of `kind` resolved in `environment`.
    func resolvedPaint(_ kind: ResolvedPaint.Kind, in environment: EnvironmentValues) -> ResolvedPaint {
        ResolvedPaint(kind: kind, stops: resolvedStops(in: environment))
    }
}

/// A gradient along a line between two unit points of the shape's bounds.
public struct LinearGradient: ShapeStyle, View, ResolvableShapeStyle {
    /// The colours and their places.
    public var gradient: Gradient
    /// Where the gradient starts, as a unit point of the filled bounds.
    public var startPoint: UnitPoint
    /// Where the gradient ends, as a unit point of the filled bounds.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` of the filled bounds.
    public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// A gradient through `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// A gradient through `stops` from `startPoint` to `endPoint`.
    public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var paint = gradient.resolvedPaint(.linear, in: environment)
        (paint.start, paint.end) = (startPoint, endPoint)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around a centre.
public struct RadialGradient: ShapeStyle, View, ResolvableShapeStyle {
    /// The colours and their places.
    public var gradient: Gradient
    /// The centre, as a unit point of the filled bounds.
    public var center: UnitPoint
    /// The distance from the centre where the first colour is, in points.
    public var startRadius: CGFloat
    /// The distance from the centre where the last colour is, in points.
    public var endRadius: CGFloat

    /// A gradient of circles around `center`, from `startRadius` to `endRadius` points.
    public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// A gradient through `colors`, evenly spaced, around `center`.
    public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A gradient through `stops` around `center`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var paint = gradient.resolvedPaint(.radial, in: environment)
        (paint.start, paint.startValue, paint.endValue) = (center, startRadius, endRadius)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the shape it fills: its radii are fractions of the shape's size (0.5 reaches
/// the edges), so it is an ellipse in a rectangle that is not square.
public struct EllipticalGradient: ShapeStyle, View, ResolvableShapeStyle {
    /// The colours and their places.
    public var gradient: Gradient
    /// The centre, as a unit point of the filled bounds.
    public var center: UnitPoint
    /// Where the first colour is, as a fraction of the ellipse that fits the bounds.
    public var startRadiusFraction: CGFloat
    /// Where the last colour is, as a fraction of the ellipse that fits the bounds.
    public var endRadiusFraction: CGFloat

    /// A gradient of ellipses shaped like the filled bounds, around `center`.
    public nonisolated init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// A gradient through `colors`, evenly spaced, of ellipses shaped like the filled bounds.
    public nonisolated init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    /// A gradient through `stops` of ellipses shaped like the filled bounds.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var paint = gradient.resolvedPaint(.elliptical, in: environment)
        (paint.start, paint.startValue, paint.endValue) = (center, startRadiusFraction, endRadiusFraction)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A gradient sweeping around a centre.
public struct AngularGradient: ShapeStyle, View, ResolvableShapeStyle {
    /// The colours and their places.
    public var gradient: Gradient
    /// The centre, as a unit point of the filled bounds.
    public var center: UnitPoint
    /// The angle of the first colour (0 points right; angles grow clockwise on screen).
    public var startAngle: Angle
    /// The angle of the last colour.
    public var endAngle: Angle

    /// A gradient sweeping around `center` from `startAngle` to `endAngle` (a full turn when they are equal).
    public nonisolated init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // A zero sweep means a full turn, as in SwiftUI's `AngularGradient(gradient:center:)`.
        self.endAngle = startAngle == endAngle ? startAngle + .degrees(360) : endAngle
    }
    /// A gradient through `colors`, evenly spaced, sweeping around `center`.
    public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A gradient through `stops`, sweeping around `center`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn gradient around `center`, starting at `angle`.
    public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full turn through `colors`, evenly spaced, around `center`, starting at `angle`.
    public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full turn through `stops` around `center`, starting at `angle`.
    public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    nonisolated func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var paint = gradient.resolvedPaint(.angular, in: environment)
        (paint.start, paint.startValue, paint.endValue) = (center, startAngle.radians, endAngle.radians)
        return paint
    }

    public var body: some View { Rectangle().fill(self) }
}

/// The gradient a colour's `.gradient` gives: the colour, lighter at the top.
public struct AnyGradient: ShapeStyle, Hashable, ResolvableShapeStyle {
    let color: Color

    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = color.resolve(in: environment)
        // Measured look of iOS 16+ `Color.gradient`: a vertical blend from the colour mixed with 20 % white
        // down to the colour itself (a choice: Apple documents only "a subtle gradient").
        var top = base
        top.linearRed += (1 - top.linearRed) * 0.2
        top.linearGreen += (1 - top.linearGreen) * 0.2
        top.linearBlue += (1 - top.linearBlue) * 0.2
        return ResolvedPaint(kind: .linear, stops: [DisplayList.GradientStop(color: top, location: 0),
                                                    DisplayList.GradientStop(color: base, location: 1)],
                             start: .top, end: .bottom)
    }
}

extension Color {
    /// A subtle vertical gradient of this colour.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A gradient used directly as a shape style (iOS 16) is a linear one from the top of the filled bounds to the
/// bottom.
extension Gradient: ShapeStyle, ResolvableShapeStyle {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var paint = resolvedPaint(.linear, in: environment)
        (paint.start, paint.end) = (.top, .bottom)
        return paint
    }
}

extension Gradient {
    /// The gradient with its colours interpolated in `space` (iOS 18; accepted: Flipbook blends stops in
    /// linear sRGB either way).
    public func colorSpace(_ space: Gradient.ColorSpace) -> Gradient { self }
}

extension AnyGradient {
    /// The gradient with its colours interpolated in `space` (iOS 18; accepted).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}
