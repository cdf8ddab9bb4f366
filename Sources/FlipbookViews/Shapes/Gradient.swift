import Foundation

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

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
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
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
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
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
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
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
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // A zero sweep means a full turn, as in SwiftUI's `AngularGradient(gradient:center:)`.
        self.endAngle = startAngle == endAngle ? startAngle + .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
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
