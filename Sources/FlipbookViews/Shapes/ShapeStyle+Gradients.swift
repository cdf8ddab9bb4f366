import Foundation

// The iOS 15 spellings of gradients as shape styles: `.fill(.linearGradient(colors: …, startPoint: …, endPoint: …))`.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points of the shape.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around a unit point of the shape.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                                      endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around a unit point of the shape.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient through colour stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn of a gradient around a unit point, starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full turn of evenly spaced colours around a unit point, starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full turn of colour stops around a unit point, starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` shaped like the filled bounds, around `center`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient through `colors`, evenly spaced, shaped like the filled bounds.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient through `stops`, shaped like the filled bounds.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
