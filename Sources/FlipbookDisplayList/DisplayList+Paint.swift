import Foundation

extension DisplayList {
    /// How a region is painted.
    public enum Paint: Equatable, Sendable, Codable {
        case color(Color.Resolved)
        case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint)
        case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        case angularGradient(stops: [GradientStop], center: CGPoint, startAngle: Angle, endAngle: Angle)
    }

    /// A colour at a location (0…1) of a gradient.
    public struct GradientStop: Equatable, Sendable, Codable {
        public var color: Color.Resolved
        public var location: CGFloat
        public init(color: Color.Resolved, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}
